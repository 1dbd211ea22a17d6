import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  phoneCountries,
  phoneCountry,
  phoneDisplay,
  phoneValue,
  toE164,
  typedCountry,
  type CountryCode,
} from '../../phone/phone-number';
import { Input, Row } from '../fields';
import { countryListRoom, countryListWidth } from './country-list';
import CountryListbox, { type CountryListClose } from './CountryListbox';

// The country list opens under the row, from its start edge.
const PhoneRow = styled(Row)`
  position: relative;
`;

// The button is as narrow as its short form ('BD +880'): the row fits a 390 px phone.
const CountryButton = styled.button`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 40px;
  padding: 0 0.6rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const Chevron = styled.span`
  font-size: 0.75em;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface PhoneInputProps {
  id: string;
  name?: string;
  value: string;
  onChange: (e164: string, valid: boolean) => void;
  defaultCountry: string;
  countryPickerStatus: number;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The phone row: a country button with its list, and the number as the person types it. The field
 * keeps what was typed (a trunk 0, spaces, a '+'); the form gets the E.164 value, '' until a digit of
 * the number is in.
 */
export default function PhoneInput({
  id,
  name,
  value,
  onChange,
  defaultCountry,
  countryPickerStatus,
  invalid,
  describedBy,
}: PhoneInputProps) {
  const fallback: CountryCode = phoneCountry(defaultCountry)?.code ?? 'BD';
  const [shown, setShown] = useState(() => phoneDisplay(value, fallback));
  const sent = useRef(value);
  const [listWidth, setListWidth] = useState<number | null>(null);
  const listId = useId();
  const rowRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const locked = countryPickerStatus !== 1;
  const open = listWidth !== null && !locked;

  // A value set from outside (a saved contact, a reset) replaces what the field shows.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setShown(phoneDisplay(value, fallback));
  }, [value, fallback]);

  const change = (country: CountryCode, text: string) => {
    const next = phoneValue(text, country);
    sent.current = next;
    setShown({ country, text });
    onChange(next, toE164(text, country) !== null);
  };

  const measure = () => {
    const row = rowRef.current;
    if (!row) return;
    const { viewportWidth, room, fieldWidth } = countryListRoom(row);
    setListWidth(countryListWidth(viewportWidth, room, fieldWidth));
  };

  // An open list follows the window's width (a phone turned, a window resized).
  useEffect(() => {
    if (!open) return;
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });

  const close = (focus: CountryListClose) => {
    setListWidth(null);
    if (focus === 'opener') buttonRef.current?.focus();
    if (focus === 'next') numberRef.current?.focus();
  };

  const country = phoneCountry(shown.country);
  const dialCode = country?.dialCode ?? '';

  return (
    <PhoneRow ref={rowRef}>
      <CountryButton
        ref={buttonRef}
        type="button"
        aria-label={`Country: ${country?.name ?? shown.country} ${dialCode}`.trim()}
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={locked}
        onClick={() => (open ? close('stay') : measure())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          if (!open) measure();
        }}
      >
        {shown.country} {dialCode}
        {locked ? null : <Chevron aria-hidden="true">▾</Chevron>}
      </CountryButton>
      {open ? (
        <CountryListbox
          id={listId}
          countries={phoneCountries()}
          selected={shown.country}
          width={listWidth}
          opener={buttonRef}
          onClose={close}
          onChoose={(code) => {
            // The digits stay; the number is read under the new country.
            change(code, shown.text);
            close('next');
          }}
        />
      ) : null}
      <Input
        ref={numberRef}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="Enter phone number"
        value={shown.text}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          const text = event.target.value;
          change(typedCountry(text, shown.country) ?? shown.country, text);
        }}
      />
    </PhoneRow>
  );
}
