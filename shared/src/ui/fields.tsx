import { lazy, Suspense, useId, useState, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  /* A field shrinks with its container (a grid cell, a phone-wide dialog) instead of pushing it wider. */
  min-width: 0;
  label {
    font-weight: 600;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0.4rem;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  width: 100%;
  min-height: 40px;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

export const Select = styled.select`
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

const ErrorText = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

const ToggleButton = styled.button`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  padding: 0 0.75rem;
  cursor: pointer;
  font: inherit;
`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; error?: string };

function useFieldIds(error?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, describedBy: error ? errorId : undefined };
}

export function TextField({ label, error, ...props }: InputProps & { type?: string }) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...props} />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}

/** A labelled choice from a short list (the platform's select, in the shared look). */
export function SelectField({
  label,
  options,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, ...props }: InputProps) {
  const { id, errorId, describedBy } = useFieldIds(error);
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Row>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...props}
        />
        <ToggleButton type="button" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
        </ToggleButton>
      </Row>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}

/** A number input that never goes below 0. */
export function NumberField({ label, error, min = 0, ...props }: InputProps) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={Math.max(0, Number(min))}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...props}
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}

export interface PhoneFieldProps {
  label: string;
  value: string;
  /** The E.164 number, or '' while none is typed. */
  onChange: (e164: string) => void;
  /** config.country */
  defaultCountry: string;
  /** config.country_picker_status: the country list is locked unless it is 1. */
  countryPickerStatus: number;
  error?: string;
  name?: string;
}

// The phone row and its country data (libphonenumber) load with the first phone field shown, not
// with every page.
const PhoneInput = lazy(() => import('./phone/PhoneInput'));

const PhoneLoading = styled.div`
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/**
 * A phone number field: a country list and the number as typed, in its local, national or
 * international form. `onChange` gets the E.164 number ('+8801767513805'), or '' while none is typed.
 */
export function PhoneField({ label, error, ...props }: PhoneFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Suspense fallback={<PhoneLoading aria-busy="true" />}>
        <PhoneInput id={id} invalid={Boolean(error)} describedBy={describedBy} {...props} />
      </Suspense>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
