import { Field, Form, Formik, type FieldProps } from '@storefront/shared/formik';
import { Button, TextField, errorMessages, toast } from '@storefront/shared';
import { zodValidate } from '@storefront/shared/forms';
import { EMAIL_CHANGED_MESSAGE } from '@storefront/shared/contract/profile';
import { Card, Row, SectionTitle, Stack } from '../../ui/layout';
import { useCustomerInfo, verifyEmail } from '../../lib/profile-api';
import { emailCodeSchema } from './profile-rules';

/** After asking for a new email: the code sent to it, which makes the change. */
export function VerifyEmailStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { mutate } = useCustomerInfo();
  return (
    <Formik
      initialValues={{ otp: '' }}
      validate={zodValidate(emailCodeSchema)}
      onSubmit={async ({ otp }) => {
        try {
          await verifyEmail(email, otp.trim());
          toast.success(EMAIL_CHANGED_MESSAGE);
          await mutate();
          onDone();
        } catch (error) {
          for (const message of errorMessages(error)) toast.error(message);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Confirm your new email">
          <Stack>
            <SectionTitle as="h1">Confirm your new email</SectionTitle>
            <Card>
              <Stack>
                <p role="status">We sent a 6-digit code to {email}. Your email changes when you enter it here.</p>
                <Field name="otp">
                  {({ field, meta }: FieldProps<string>) => (
                    <TextField
                      label="Verification code"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      autoFocus
                      {...field}
                      error={meta.touched ? meta.error : undefined}
                    />
                  )}
                </Field>
                <Row $wrap>
                  <Button type="submit" disabled={isSubmitting}>
                    Confirm email
                  </Button>
                  <Button type="button" $variant="secondary" onClick={onDone}>
                    Keep my current email
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
