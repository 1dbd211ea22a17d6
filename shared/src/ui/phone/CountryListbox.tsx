import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { CountryCode, PhoneCountry } from '../../phone/phone-number';
import { Input } from '../fields';
import { filterCountries } from './country-list';

// Under the phone row, from its start edge; the width (countryListWidth) comes in as a style.
const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: 20;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 40vh;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 40px;
  padding: 0.4rem 0.6rem;
  border-radius: 6px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceMuted : 'transparent')};
  /* The option the arrows are on shows the focus ring: focus itself stays in the search box. */
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.color.focus}` : 'none')};
  outline-offset: -2px;
  &[aria-selected='true'] {
    font-weight: 600;
  }
`;

const Check = styled.span`
  flex: 0 0 1rem;
  color: ${({ theme }) => theme.color.primary};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
`;

const DialCode = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

// The kit's input, at its own height in the column.
const Search = styled(Input)`
  flex: 0 0 auto;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  &:not(:empty) {
    padding: 0.4rem 0.6rem;
  }
`;

/** Where focus goes as the list closes: back to its button, on to the number, or where it went. */
export type CountryListClose = 'opener' | 'next' | 'stay';

export interface CountryListboxProps {
  /** The listbox's id, which its search box controls. */
  id: string;
  countries: readonly PhoneCountry[];
  /** The country chosen now: marked, and where the list opens. */
  selected: CountryCode;
  /** In px: countryListWidth. */
  width: number;
  onChoose: (code: CountryCode) => void;
  onClose: (focus: CountryListClose) => void;
  /** The button that opens the list: pressing it is its own business, not a click outside. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The phone field's country list (WAI-ARIA combobox with a listbox popup): a search box that keeps
 * focus, and the countries it finds. Up, Down, Home and End move through them, Enter chooses, Escape
 * and Tab close without a change, and so does a press outside.
 */
export default function CountryListbox({
  id,
  countries,
  selected,
  width,
  onChoose,
  onClose,
  opener,
}: CountryListboxProps) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => filterCountries(countries, query), [countries, query]);
  const [active, setActive] = useState<CountryCode | null>(selected);
  const popupRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const activeIndex = found.findIndex((country) => country.code === active);
  const optionId = (code: CountryCode) => `${id}-${code}`;

  // Opens with focus in the search box and the list scrolled into sight (a dialog scrolls to it).
  useEffect(() => {
    searchRef.current?.focus();
    popupRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  // The option the arrows reach scrolls into sight.
  useEffect(() => {
    if (active) document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  // A press anywhere else closes the list, focus going where the press takes it.
  useEffect(() => {
    const onPress = (event: MouseEvent) => {
      const target = event.target as Node;
      if (popupRef.current?.contains(target) || opener.current?.contains(target)) return;
      onCloseRef.current('stay');
    };
    document.addEventListener('mousedown', onPress, true);
    return () => document.removeEventListener('mousedown', onPress, true);
  }, [opener]);

  const moveTo = (index: number) => {
    const country = found[Math.max(0, Math.min(found.length - 1, index))];
    if (country) setActive(country.code);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex < 0 ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex < 0 ? found.length - 1 : activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(found.length - 1);
        break;
      case 'Enter':
        // Never submits the form around the field.
        if (activeIndex >= 0) onChoose(found[activeIndex]!.code);
        break;
      case 'Escape':
        onClose('opener');
        break;
      case 'Tab':
        onClose(event.shiftKey ? 'opener' : 'next');
        break;
      default:
        return;
    }
    event.preventDefault();
    // Escape and Tab are the list's: a dialog around it neither closes nor moves its focus trap.
    event.stopPropagation();
  };

  return (
    <Popup
      ref={popupRef}
      style={{ width }}
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to && !event.currentTarget.contains(to) && !opener.current?.contains(to)) onClose('stay');
      }}
    >
      <Search
        ref={searchRef}
        type="text"
        role="combobox"
        aria-label="Search countries"
        aria-expanded="true"
        aria-controls={id}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(found[activeIndex]!.code) : undefined}
        placeholder="Country or dial code"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(filterCountries(countries, event.target.value)[0]?.code ?? null);
        }}
        onKeyDown={onKeyDown}
      />
      <List id={id} role="listbox" aria-label="Countries" hidden={found.length === 0}>
        {found.map((country) => (
          <Option
            key={country.code}
            id={optionId(country.code)}
            role="option"
            aria-selected={country.code === selected}
            $active={country.code === active}
            // Focus stays in the search box.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => country.code !== active && setActive(country.code)}
            onClick={() => onChoose(country.code)}
          >
            <Check aria-hidden="true">{country.code === selected ? '✓' : ''}</Check>
            <Name>{country.name}</Name> <DialCode>{country.dialCode}</DialCode>
          </Option>
        ))}
      </List>
      <Empty aria-live="polite">{found.length === 0 ? `No country matches “${query.trim()}”.` : ''}</Empty>
    </Popup>
  );
}
