import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  phoneCountries,
  phoneCountry,
  phoneDisplay,
  phoneValue,
  typedCountry,
  type CountryCode,
} from '../../phone/phone-number';
import { Input, Row, Select } from '../fields';

// The country list is as narrow as its dial code: the row fits a 390 px phone.
const CountrySelect = styled(Select)`
  flex: 0 0 7.5rem;
  width: 7.5rem;
  min-width: 0;
  text-overflow: ellipsis;
`;

export interface PhoneInputProps {
  id: string;
  name?: string;
  value: string;
  onChange: (e164: string) => void;
  defaultCountry: string;
  countryPickerStatus: number;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The phone row: a country list and the number as the person types it. The field keeps what was
 * typed (a trunk 0, spaces, a '+'); the form gets the E.164 value, '' until a digit of the number is in.
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
    onChange(next);
  };

  return (
    <Row>
      <CountrySelect
        aria-label="Country"
        value={shown.country}
        disabled={countryPickerStatus !== 1}
        onChange={(event) => change(phoneCountry(event.target.value)?.code ?? fallback, shown.text)}
      >
        {phoneCountries().map((country) => (
          <option key={country.code} value={country.code}>
            {country.dialCode} {country.name}
          </option>
        ))}
      </CountrySelect>
      <Input
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
    </Row>
  );
}
