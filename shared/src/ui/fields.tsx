import {
  lazy,
  Suspense,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  /* A field shrinks with its container (a grid cell, a phone-wide dialog) instead of pushing it wider. */
  min-width: 0;
  label {
    font-weight: 600;
  }
  ${({ $inline }) =>
    $inline &&
    css`
      flex-direction: row;
      align-items: center;
      gap: 0.5rem;
    `}
`;

export const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0.4rem;
`;

/** The box every control shares: the theme's border, radius, surface and text. */
const controlBox = css`
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

export const Input = styled.input`
  ${controlBox}
  flex: 1;
  min-width: 0;
  width: 100%;
  min-height: 40px;
  padding: 0.5rem 0.75rem;
`;

/** The platform's select in the shared look, for a choice whose label the page lays out itself. */
export const Select = styled.select`
  ${controlBox}
  min-height: 40px;
  padding: 0 0.5rem;
`;

/** A multi-line text box in the shared look, for a text whose label the page lays out itself. */
export const TextArea = styled.textarea`
  ${controlBox}
  width: 100%;
  min-height: 80px;
  padding: 0.5rem 0.75rem;
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

/** What a field's control carries: its id for the label, and the error that describes it. */
interface ControlWiring {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A label above its control and the error below, wired together as every field in the kit is. */
function LabelledField({
  label,
  error,
  inline,
  children,
}: {
  label: string;
  error?: string;
  /** The label beside the control (a toolbar's sort), not above it. */
  inline?: boolean;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field $inline={inline}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}

export function TextField({ label, error, ...props }: InputProps & { type?: string }) {
  return (
    <LabelledField label={label} error={error}>
      {(wiring) => <Input {...wiring} {...props} />}
    </LabelledField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled choice from a short list (the platform's select, in the shared look). */
export function SelectField({
  label,
  error,
  inline,
  options,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  error?: string;
  inline?: boolean;
  options: readonly SelectOption[];
}) {
  return (
    <LabelledField label={label} error={error} inline={inline}>
      {(wiring) => (
        <Select {...wiring} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </LabelledField>
  );
}

/** A labelled multi-line text (a note, a comment), wired as TextField is. */
export function TextAreaField({
  label,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  return (
    <LabelledField label={label} error={error}>
      {(wiring) => <TextArea {...wiring} {...props} />}
    </LabelledField>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, ...props }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField label={label} error={error}>
      {(wiring) => (
        <Row>
          <Input {...wiring} type={visible ? 'text' : 'password'} {...props} />
          <ToggleButton type="button" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
            {visible ? 'Hide' : 'Show'}
          </ToggleButton>
        </Row>
      )}
    </LabelledField>
  );
}

/** A number input that never goes below 0. */
export function NumberField({ label, error, min = 0, ...props }: InputProps) {
  return (
    <LabelledField label={label} error={error}>
      {(wiring) => <Input {...wiring} type="number" inputMode="decimal" min={Math.max(0, Number(min))} {...props} />}
    </LabelledField>
  );
}

export interface PhoneFieldProps {
  label: string;
  value: string;
  /**
   * The E.164 number as far as it is typed ('' while none is), and whether it is a complete, valid
   * number for its country.
   */
  onChange: (e164: string, valid: boolean) => void;
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
  return (
    <LabelledField label={label} error={error}>
      {({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
        <Suspense fallback={<PhoneLoading aria-busy="true" />}>
          <PhoneInput id={id} invalid={invalid} describedBy={describedBy} {...props} />
        </Suspense>
      )}
    </LabelledField>
  );
}
