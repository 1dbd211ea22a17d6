import { Formik, Form, Field, type FieldProps } from '@storefront/shared/formik';
import styled from 'styled-components';
import { Button, TextField, apiClient, errorMessages, toast } from '@storefront/shared';
import { zodValidate } from '@storefront/shared/forms';
import { NewsletterPayloadSchema, type NewsletterPayload } from '@storefront/shared/contract/landing';

export const NEWSLETTER_SUCCESS = 'Subscribed Successfully';

const Row = styled(Form)`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  > :first-child {
    flex: 1;
  }
  button {
    margin-top: 1.9rem;
  }
`;

/** Newsletter sign-up: a standard email pattern, else 'Please insert a valid email'; the field clears on success. */
export function Newsletter({ title, subtitle }: { title?: string; subtitle?: string }) {
  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{title ?? 'Newsletter'}</h2>
      {subtitle ? <p>{subtitle}</p> : null}
      <Formik<NewsletterPayload>
        initialValues={{ email: '' }}
        validate={zodValidate(NewsletterPayloadSchema)}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, { resetForm }) => {
          try {
            await apiClient.post('/newsletter/subscribe', { email: values.email.trim() });
            toast.success(NEWSLETTER_SUCCESS);
            resetForm();
          } catch (error) {
            for (const message of errorMessages(error)) toast.error(message);
          }
        }}
      >
        {({ errors, isSubmitting }) => (
          <Row noValidate>
            <Field name="email">
              {({ field }: FieldProps<string>) => (
                <TextField
                  label="Your email address"
                  type="email"
                  autoComplete="email"
                  error={errors.email}
                  {...field}
                />
              )}
            </Field>
            <Button type="submit" disabled={isSubmitting}>
              Subscribe
            </Button>
          </Row>
        )}
      </Formik>
    </section>
  );
}
