import { Formik, Form, Field, type FieldProps, type FormikHelpers } from '@storefront/shared/formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from '@storefront/shared/router';
import { Button, TextField, guestIdAtom, toast, useAtomValue, useBusyAction } from '@storefront/shared';
import { zodValidate } from '@storefront/shared/forms';
import { AuthCard } from './AuthCard';
import { forgetCodeSent, lastCodeSentAt, rememberCodeSent, useResendCountdown } from './code-cooldown';
import { completeSignIn } from './complete-sign-in';
import {
  NO_PHONE_TO_VERIFY,
  PHONE_VERIFIED_SUCCESS,
  PhoneVerificationError,
  createPhoneVerifier,
  isVerifiablePhone,
  verificationMessages,
  verifyCodeSchema,
  type VerifyCodeValues,
} from './phone-verification';

const sentKey = (phone: string) => `phone-code-sent:${phone}`;

/**
 * /auth/verify-phone?phone=…: asks for the 6-digit code sent to the phone (by the API, or by Firebase
 * Auth when Firebase is configured), then signs the customer in with the reply.
 */
export function VerifyPhonePage() {
  const [params] = useSearchParams();
  const phone = params.get('phone');
  const guestId = useAtomValue(guestIdAtom);
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const verifier = useMemo(() => createPhoneVerifier(() => recaptchaRef.current), []);
  const [sentAt, setSentAt] = useState(0);
  const { busy: sending, run } = useBusyAction();
  const [status, setStatus] = useState('');
  const secondsLeft = useResendCountdown(sentAt);
  const firstSend = useRef<string | null>(null);

  const focusCode = () => fieldRef.current?.querySelector('input')?.focus();

  const send = useCallback(
    async (again: boolean) => {
      if (!isVerifiablePhone(phone)) return;
      setStatus(again ? 'Sending a new code…' : 'Sending a code…');
      await run(
        async () => {
          await verifier.send(phone);
          setSentAt(rememberCodeSent(sentKey(phone)));
          setStatus(again ? `We sent a new 6-digit code to ${phone}.` : `We sent a 6-digit code to ${phone}.`);
          focusCode();
        },
        // The verifier words its own failures (the API's or Firebase's).
        (error) => {
          setStatus('');
          for (const message of verificationMessages(error)) toast.error(message);
          return true;
        },
      );
    },
    [phone, verifier, run],
  );

  useEffect(() => {
    if (!isVerifiablePhone(phone) || firstSend.current === phone) return;
    firstSend.current = phone;
    // A code the API sent from this tab a moment ago still works: a reload waits for it. Firebase's
    // confirmation does not survive a reload, so it always sends anew.
    const earlier = verifier.channel === 'api' ? lastCodeSentAt(sentKey(phone)) : 0;
    if (earlier) {
      setSentAt(earlier);
      setStatus(`We sent a 6-digit code to ${phone}.`);
      focusCode();
    } else void send(false);
  }, [phone, send, verifier]);

  if (!isVerifiablePhone(phone)) {
    return (
      <AuthCard>
        <h1>Verify your phone</h1>
        <p role="alert">{NO_PHONE_TO_VERIFY}</p>
        <p>
          <Link to="/auth/sign-in">Sign In</Link>
        </p>
      </AuthCard>
    );
  }

  const submit = async (values: VerifyCodeValues, helpers: FormikHelpers<VerifyCodeValues>) => {
    const code = verifyCodeSchema.parse(values).code;
    try {
      const reply = await verifier.confirm(phone, code, guestId);
      if (!reply.token) {
        throw new PhoneVerificationError('Your phone is verified, but signing in did not finish. Please sign in.');
      }
      forgetCodeSent(sentKey(phone));
      await completeSignIn(reply.token, PHONE_VERIFIED_SUCCESS);
    } catch (error) {
      // The server's words stay beside the code, which stays as typed.
      helpers.setFieldError('code', verificationMessages(error).join(' '));
      focusCode();
    }
  };

  return (
    <AuthCard>
      <h1>Verify your phone</h1>
      <p>Enter the 6-digit code we send to your phone to finish signing in.</p>
      <p role="status" aria-live="polite">
        {status}
      </p>
      <Formik<VerifyCodeValues>
        initialValues={{ code: '' }}
        validate={zodValidate(verifyCodeSchema)}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting, errors, touched, resetForm }) => (
          <Form noValidate>
            <div ref={fieldRef}>
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
            </div>
            <Button type="submit" $block disabled={isSubmitting}>
              Verify
            </Button>
            <Button
              type="button"
              $variant="secondary"
              $block
              disabled={sending || secondsLeft > 0}
              onClick={() => {
                resetForm();
                void send(true);
              }}
            >
              {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
            </Button>
            <p>
              Wrong number? <Link to="/auth/sign-in">Back to Sign In</Link>
            </p>
          </Form>
        )}
      </Formik>
      {/* Firebase's invisible reCAPTCHA lives here when Firebase sends the code. */}
      <div ref={recaptchaRef} />
    </AuthCard>
  );
}
