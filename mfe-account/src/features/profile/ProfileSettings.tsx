import { useEffect, useState } from 'react';
import { Field, Form, Formik, type FieldProps } from '@storefront/shared/formik';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  Button,
  ConfirmDialog,
  LoadFailed,
  PasswordField,
  Skeleton,
  TextField,
  errorMessages,
  navigateTo,
  signOut,
  toast,
  useBusyAction,
} from '@storefront/shared';
import { FocusFirstInvalid, zodValidate } from '@storefront/shared/forms';
import type { CustomerInfo } from '@storefront/shared/contract/customer';
import { Card, Muted, Row, SectionTitle, Spread, Stack } from '../../ui/layout';
import { removeAccount, updateProfile, useCustomerInfo } from '../../lib/profile-api';
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_ACCOUNT_TEXT,
  PHOTO_ACCEPT,
  PHOTO_HINT,
  SOCIAL_PASSWORD_NOTE,
  UPDATED_MESSAGE,
  checkPhoto,
  needsCurrentPassword,
  profileFormData,
  profileSchemaFor,
  type ProfileValues,
} from './profile-rules';
import { VerifyEmailStep } from './VerifyEmailStep';

const Photo = styled(Picture)`
  width: 96px;
  height: 96px;
  aspect-ratio: 1 / 1;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;
  gap: 1rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

function field(name: keyof ProfileValues, label: string, extra: Record<string, unknown> = {}) {
  return (
    <Field name={name}>
      {({ field: props, meta }: FieldProps<string>) => (
        <TextField
          label={label}
          {...props}
          value={props.value ?? ''}
          error={meta.touched ? meta.error : undefined}
          {...extra}
        />
      )}
    </Field>
  );
}

function passwordField(name: 'password' | 'confirm_password' | 'current_password', label: string) {
  return (
    <Field name={name}>
      {({ field: props, meta }: FieldProps<string>) => (
        <PasswordField
          label={label}
          {...props}
          value={props.value ?? ''}
          error={meta.touched ? meta.error : undefined}
          autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
        />
      )}
    </Field>
  );
}

interface EditProfileProps {
  info: CustomerInfo;
  onDone: () => void;
  /** A code went to a new email: the change waits for it. */
  onPendingEmail: (email: string) => void;
}

function EditProfile({ info, onDone, onPendingEmail }: EditProfileProps) {
  const social = Boolean(info.social_id);
  const currentEmail = info.email ?? '';
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { mutate } = useCustomerInfo();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <Formik<ProfileValues>
      initialValues={{
        f_name: info.f_name,
        l_name: info.l_name ?? '',
        phone: info.phone ?? '',
        email: info.email ?? '',
        password: '',
        confirm_password: '',
        current_password: '',
      }}
      validate={zodValidate(profileSchemaFor(currentEmail, social))}
      onSubmit={async (values) => {
        try {
          const reply = await updateProfile(profileFormData(values, image, social, currentEmail));
          toast.success(UPDATED_MESSAGE);
          await mutate();
          if (reply.pending_email) onPendingEmail(reply.pending_email);
          else onDone();
        } catch (error) {
          for (const message of errorMessages(error)) toast.error(message);
        }
      }}
    >
      {({ isSubmitting, isValid, submitCount, values }) => (
        <Form noValidate aria-label="Edit Personal Details">
          <FocusFirstInvalid submitCount={submitCount} isSubmitting={isSubmitting} isValid={isValid} />
          <Stack>
            <Spread $wrap>
              <SectionTitle as="h1">Edit Personal Details</SectionTitle>
              <Button type="button" $variant="secondary" onClick={onDone}>
                Go Back
              </Button>
            </Spread>
            <Card>
              <Stack>
                <Row $wrap>
                  <Photo
                    src={preview ?? info.image_full_url}
                    alt="Profile photo"
                    name={`${info.f_name} ${info.l_name}`}
                    size={PICTURE_SIZES.customer}
                  />
                  <Stack $gap="0.35rem">
                    <label htmlFor="profile-photo">
                      <strong>Profile photo</strong>
                    </label>
                    <input
                      id="profile-photo"
                      type="file"
                      accept={PHOTO_ACCEPT}
                      aria-describedby="profile-photo-hint"
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        if (!file) return;
                        const problem = checkPhoto(file);
                        setPhotoError(problem);
                        if (problem) {
                          event.target.value = '';
                          return;
                        }
                        setImage(file);
                        setPreview(URL.createObjectURL(file));
                      }}
                    />
                    <Muted id="profile-photo-hint">{PHOTO_HINT}</Muted>
                    {photoError ? <ErrorText role="alert">{photoError}</ErrorText> : null}
                  </Stack>
                </Row>
                <Grid>
                  {field('f_name', 'First Name', { autoComplete: 'given-name' })}
                  {field('l_name', 'Last Name', { autoComplete: 'family-name' })}
                  {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
                  {field('phone', 'Phone', {
                    readOnly: true,
                    'aria-readonly': true,
                    title: 'The phone number can not be changed',
                  })}
                </Grid>
                {social ? (
                  <Muted>{SOCIAL_PASSWORD_NOTE}</Muted>
                ) : (
                  <Grid>
                    {passwordField('password', 'New Password')}
                    {passwordField('confirm_password', 'Confirm Password')}
                  </Grid>
                )}
                {needsCurrentPassword(values, currentEmail, social) ? (
                  <Grid>{passwordField('current_password', 'Current password')}</Grid>
                ) : null}
                <Row>
                  <Button type="submit" disabled={isSubmitting}>
                    Update Profile
                  </Button>
                </Row>
              </Stack>
            </Card>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const { busy, run } = useBusyAction();
  return (
    <>
      <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete Account"
        text={DELETE_ACCOUNT_TEXT}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          run(async () => {
            await removeAccount();
            toast.success(ACCOUNT_DELETED_MESSAGE);
            setOpen(false);
            await signOut();
            navigateTo('/');
          })
        }
      />
    </>
  );
}

/** /profile?page=profile-settings: the profile, its edit form and account deletion. */
export function ProfileSettings() {
  const { data: info, error, mutate } = useCustomerInfo();
  const [editing, setEditing] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  if (error) return <LoadFailed title="Your profile could not be loaded." onRetry={() => void mutate()} />;
  if (!info) return <Skeleton $height="14rem" aria-label="Loading your profile" />;
  if (pendingEmail) return <VerifyEmailStep email={pendingEmail} onDone={() => setPendingEmail(null)} />;
  if (editing) {
    const askCode = (email: string) => {
      setEditing(false);
      setPendingEmail(email);
    };
    return <EditProfile info={info} onDone={() => setEditing(false)} onPendingEmail={askCode} />;
  }
  return (
    <Stack>
      <Spread $wrap>
        <SectionTitle as="h1">My Profile</SectionTitle>
        <Button type="button" onClick={() => setEditing(true)}>
          Edit Personal Details
        </Button>
      </Spread>
      <Card>
        <Row $wrap $gap="1.5rem">
          <Photo
            src={info.image_full_url}
            alt="Profile photo"
            name={`${info.f_name} ${info.l_name}`}
            size={PICTURE_SIZES.customer}
          />
          <Details>
            <dt>Name</dt>
            <dd>
              {info.f_name} {info.l_name}
            </dd>
            <dt>Email</dt>
            <dd>{info.email}</dd>
            <dt>Phone</dt>
            <dd>{info.phone}</dd>
            <dt>Orders</dt>
            <dd>{info.order_count}</dd>
          </Details>
        </Row>
      </Card>
      <Row>
        <DeleteAccount />
      </Row>
    </Stack>
  );
}
