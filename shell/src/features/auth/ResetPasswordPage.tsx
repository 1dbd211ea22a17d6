import { Formik, Form, Field, type FieldProps, type FormikHelpers } from '@storefront/shared/formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from '@storefront/shared/router';
import { Button, PasswordField, TextField, errorMessages, navigateTo, toast, useBusyAction } from '@storefront/shared';
import { FocusFirstInvalid, zodValidate } from '@storefront/shared/forms';
import { INVALID_OTP_MESSAGE } from '@storefront/shared/contract/auth';
import { AuthCard } from './AuthCard';
import { newPasswordSchema } from './auth-schemas';
import { forgetCodeSent, lastCodeSentAt, rememberCodeSent, useResendCountdown } from './code-cooldown';
import {
  FORGOT_PASSWORD_PATH,
  NO_ACCOUNT_TO_RESET,
  checkResetCode,
  identityText,
  resetCodeKey,
  resetIdentityFrom,
  resetPassword,
  sendResetCode,
} from './password-reset';
import { verifyCodeSchema } from './phone-verification';

interface ResetValues {
  code: string;
  password: string;
  confirm_password: string;
}

/**
 * /auth/reset-password?email=… (or ?phone=…): the code sent to the account, then the new password.
 * One form holds both steps, so a code found wrong at the last step comes back as it was typed and
 * the new password stays filled in.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const identity = useMemo(() => resetIdentityFrom(params), [params]);
  const [step, setStep] = useState<'code' | 'password'>('code');
  const [sentAt, setSentAt] = useState(() => (identity ? lastCodeSentAt(resetCodeKey(identity)) : 0));
  const { busy: sending, run } = useBusyAction();
  const [status, setStatus] = useState('');
  const secondsLeft = useResendCountdown(sentAt);
  const fields = useRef<HTMLDivElement>(null);

  // Each step starts in its first field: the code on arrival, the new password once the code is right.
  useEffect(() => fields.current?.querySelector('input')?.focus(), [step]);

  if (!identity) {
    return (
      <AuthCard>
        <h1>Reset your password</h1>
        <p role="alert">{NO_ACCOUNT_TO_RESET}</p>
        <p>
          <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
        </p>
      </AuthCard>
    );
  }
  const account = identityText(identity);

  const resend = async () => {
    setStatus('');
    await run(async () => {
      const message = await sendResetCode(identity);
      setSentAt(rememberCodeSent(resetCodeKey(identity)));
      setStatus(message);
    });
  };

  const submit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
    const code = verifyCodeSchema.parse(values).code;
    try {
      if (step === 'code') {
        await checkResetCode(identity, code);
        setStatus('');
        // The password fields start unmarked: no error shows before they are filled in.
        helpers.setTouched({}, false);
        setStep('password');
        return;
      }
      const message = await resetPassword(identity, code, values);
      forgetCodeSent(resetCodeKey(identity));
      toast.success(message);
      navigateTo('/auth/sign-in');
    } catch (error) {
      const messages = errorMessages(error);
      // A code that expired (or was replaced) before the password was saved: back to the code, as typed.
      if (step === 'code' || messages.includes(INVALID_OTP_MESSAGE)) {
        setStep('code');
        helpers.setFieldError('code', messages.join(' '));
      } else for (const message of messages) toast.error(message);
    }
  };

  return (
    <AuthCard>
      <h1>Reset your password</h1>
      <p>
        {step === 'code' ? `Enter the 6-digit code we sent to ${account}.` : `Choose a new password for ${account}.`}
      </p>
      <p role="status" aria-live="polite">
        {status}
      </p>
      <div ref={fields}>
        <Formik<ResetValues>
          initialValues={{ code: '', password: '', confirm_password: '' }}
          validate={zodValidate(step === 'code' ? verifyCodeSchema : newPasswordSchema)}
          validateOnBlur={false}
          onSubmit={submit}
        >
          {({ isSubmitting, isValid, submitCount, errors, touched, setFieldValue, setFieldTouched, setFieldError }) => (
            <Form noValidate>
              <FocusFirstInvalid submitCount={submitCount} isSubmitting={isSubmitting} isValid={isValid} />
              {step === 'code' ? (
                <>
                  <Field name="code">
                    {({ field }: FieldProps<string>) => (
                      <TextField
                        label="Verification code"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={12}
                        error={touched.code ? errors.code : undefined}
                        {...field}
                      />
                    )}
                  </Field>
                  <Button type="submit" $block disabled={isSubmitting} aria-busy={isSubmitting}>
                    {isSubmitting ? 'Checking code…' : 'Verify code'}
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    $block
                    disabled={sending || secondsLeft > 0}
                    aria-busy={sending}
                    onClick={() => {
                      // The earlier code stops working: its field empties, the new password stays.
                      void setFieldValue('code', '', false);
                      void setFieldTouched('code', false, false);
                      setFieldError('code', undefined);
                      void resend();
                    }}
                  >
                    {sending ? 'Sending code…' : secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
                  </Button>
                  <p>
                    Wrong email or phone? <Link to={FORGOT_PASSWORD_PATH}>Start again</Link>
                  </p>
                </>
              ) : (
                <>
                  <Field name="password">
                    {({ field }: FieldProps<string>) => (
                      <PasswordField
                        label="New password"
                        autoComplete="new-password"
                        error={touched.password ? errors.password : undefined}
                        {...field}
                      />
                    )}
                  </Field>
                  <Field name="confirm_password">
                    {({ field }: FieldProps<string>) => (
                      <PasswordField
                        label="Confirm new password"
                        autoComplete="new-password"
                        error={touched.confirm_password ? errors.confirm_password : undefined}
                        {...field}
                      />
                    )}
                  </Field>
                  <Button type="submit" $block disabled={isSubmitting} aria-busy={isSubmitting}>
                    {isSubmitting ? 'Saving password…' : 'Save password'}
                  </Button>
                </>
              )}
            </Form>
          )}
        </Formik>
      </div>
    </AuthCard>
  );
}
