import { useId, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0.4rem;
`;

export const Input = styled.input`
  flex: 1;
  min-height: 40px;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

const Select = styled.select`
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

const ErrorText = styled.p`
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

export interface Country {
  code: string;
  dialCode: string;
  name: string;
}

export const COUNTRIES: Country[] = [
  { code: 'BD', dialCode: '+880', name: 'Bangladesh' },
  { code: 'IN', dialCode: '+91', name: 'India' },
  { code: 'US', dialCode: '+1', name: 'United States' },
  { code: 'GB', dialCode: '+44', name: 'United Kingdom' },
  { code: 'AE', dialCode: '+971', name: 'United Arab Emirates' },
  { code: 'SA', dialCode: '+966', name: 'Saudi Arabia' },
];

export interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (phoneWithDialCode: string) => void;
  /** config.country */
  defaultCountry: string;
  /** config.country_picker_status: the country list is locked unless it is 1. */
  countryPickerStatus: number;
  error?: string;
  name?: string;
}

/** A phone input; the value always carries the country's dial code with a plus prefix. */
export function PhoneField({
  label,
  value,
  onChange,
  defaultCountry,
  countryPickerStatus,
  error,
  name,
}: PhoneFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(error);
  const fallback = COUNTRIES.find((c) => c.code === defaultCountry) ?? COUNTRIES[0]!;
  const current =
    COUNTRIES.filter((c) => value.startsWith(c.dialCode)).sort((a, b) => b.dialCode.length - a.dialCode.length)[0] ??
    fallback;
  const national = value.startsWith(current.dialCode) ? value.slice(current.dialCode.length) : value.replace(/^\+/, '');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Row>
        <Select
          aria-label="Country"
          value={current.code}
          disabled={countryPickerStatus !== 1}
          onChange={(event) => {
            const next = COUNTRIES.find((c) => c.code === event.target.value) ?? fallback;
            onChange(`${next.dialCode}${national}`);
          }}
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} {c.dialCode}
            </option>
          ))}
        </Select>
        <Input
          id={id}
          name={name}
          type="tel"
          placeholder="Enter phone number"
          value={national}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(`${current.dialCode}${event.target.value.replace(/[^\d]/g, '')}`)}
        />
      </Row>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
