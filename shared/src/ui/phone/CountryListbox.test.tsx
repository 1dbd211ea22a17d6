import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { phoneCountries } from '../../phone/phone-number';
import { Dialog } from '../Dialog';
import { darkTheme, lightTheme } from '../theme';
import { countryListWidth, filterCountries } from './country-list';
import PhoneInput from './PhoneInput';

describe('countryListWidth', () => {
  it('is 440 px, and 300 px on a screen under 600 px', () => {
    expect(countryListWidth(1280)).toBe(440);
    expect(countryListWidth(768)).toBe(440);
    expect(countryListWidth(600)).toBe(440);
    expect(countryListWidth(599)).toBe(300);
    expect(countryListWidth(390)).toBe(300);
  });

  it('never reaches past the screen less its margins, nor past the room beside the field', () => {
    expect(countryListWidth(320)).toBe(288);
    // The field at a desktop dialog's start: 480 px less 24 px of padding less 8 px of margin.
    expect(countryListWidth(1280, 448, 432)).toBe(440);
    expect(countryListWidth(1280, 400.6, 380)).toBe(400);
    // A 390 px phone's dialog: 300 px fits its 310 px row.
    expect(countryListWidth(390, 326, 310)).toBe(300);
  });

  it('is as wide as the field row where the room is narrower still, and never wider than wanted', () => {
    expect(countryListWidth(320, 240, 262)).toBe(262);
    expect(countryListWidth(1280, Infinity, 900)).toBe(440);
  });
});

describe('filterCountries', () => {
  const countries = phoneCountries();
  const codes = (query: string) => filterCountries(countries, query).map((country) => country.code);

  it('finds countries by name, accents and case aside, names that start with the search first', () => {
    expect(codes('bangla')).toEqual(['BD']);
    expect(codes('IND')[0]).toBe('IN');
    expect(codes('ind')).toEqual(expect.arrayContaining(['IN', 'ID', 'IO']));
    expect(codes('cote')).toEqual(['CI']);
    expect(codes('bd')).toEqual(['BD']);
    expect(codes('')).toHaveLength(countries.length);
    expect(codes('zzz')).toEqual([]);
  });

  it('finds countries by dial code, with or without its +', () => {
    const uk = codes('+44');
    expect(uk).toContain('GB');
    expect(uk.every((code) => countries.find((country) => country.code === code)?.dialCode === '+44')).toBe(true);
    expect(codes('44')).toEqual(uk);
    expect(codes('+880')).toEqual(['BD']);
  });
});

function Phone({ pickerStatus = 1, initial = '' }: { pickerStatus?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput
        id="phone"
        value={value}
        onChange={setValue}
        defaultCountry="BD"
        countryPickerStatus={pickerStatus}
        invalid={false}
      />
      <output>{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const themed = (ui: React.ReactElement, theme = lightTheme) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const countryButton = () => screen.getByRole('button', { name: /^Country: / });
const search = () => screen.getByRole('combobox', { name: 'Search countries' });
const activeOption = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');

async function openByKeyboard(key = '{ArrowDown}') {
  countryButton().focus();
  await userEvent.keyboard(key);
}

describe('the phone country list', () => {
  it('is a button naming the country, which opens a 440 px listbox with a search box', async () => {
    themed(<Phone />);
    const button = countryButton();
    expect(button).toHaveAccessibleName('Country: Bangladesh +880');
    expect(button).toHaveTextContent('BD +880');
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(search()).toHaveFocus();
    expect(search()).toHaveAttribute('aria-controls', listbox.id);
    expect(search()).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(phoneCountries().length);
    expect(listbox.parentElement).toHaveStyle({ width: '440px' });
    // It opens on the chosen country, which is marked selected.
    expect(activeOption()).toHaveAccessibleName('Bangladesh +880');
    expect(screen.getByRole('option', { name: 'Bangladesh +880' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'India +91' })).toHaveAttribute('aria-selected', 'false');
  });

  it('is 300 px wide on a small screen, and follows the window when it is resized', async () => {
    const width = window.innerWidth;
    try {
      window.innerWidth = 390;
      themed(<Phone />, darkTheme);
      await openByKeyboard();
      const popup = screen.getByRole('listbox').parentElement;
      expect(popup).toHaveStyle({ width: '300px' });
      window.innerWidth = 1280;
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getByRole('listbox').parentElement).toHaveStyle({ width: '440px' });
    } finally {
      window.innerWidth = width;
    }
  });

  it('moves with the arrows, Home and End, and Enter chooses, keeping the digits typed', async () => {
    themed(<Phone />);
    const number = screen.getByLabelText('Phone');
    await userEvent.type(number, '9876543210');
    await openByKeyboard();
    expect(activeOption()).toHaveAccessibleName('Bangladesh +880');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName('Barbados +1');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveAccessibleName('Bahrain +973');
    await userEvent.keyboard('{Home}');
    expect(activeOption()).toHaveAccessibleName('Afghanistan +93');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveAccessibleName('Afghanistan +93');
    await userEvent.keyboard('{End}');
    expect(activeOption()).toHaveAccessibleName('Zimbabwe +263');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveAccessibleName('Country: Zambia +260');
    expect(countryButton()).toHaveAttribute('aria-expanded', 'false');
    expect(number).toHaveFocus();
    expect(number).toHaveValue('9876543210');
    expect(screen.getByRole('status')).toHaveTextContent('+2609876543210');
  });

  it('opens with Enter or Space on the button too', async () => {
    themed(<Phone />);
    await openByKeyboard('{Enter}');
    expect(search()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await openByKeyboard(' ');
    expect(search()).toHaveFocus();
  });

  it('filters by name and by "+44", and a click chooses', async () => {
    themed(<Phone />);
    await openByKeyboard();
    await userEvent.keyboard('bangla');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['✓Bangladesh +880']);
    await userEvent.clear(search());
    await userEvent.keyboard('+44');
    const found = screen.getAllByRole('option');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((option) => option.textContent?.endsWith('+44'))).toBe(true);
    expect(activeOption()).toBe(found[0]);
    await userEvent.click(screen.getByRole('option', { name: 'United Kingdom +44' }));
    expect(countryButton()).toHaveAccessibleName('Country: United Kingdom +44');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it('says when nothing matches, and Enter then chooses nothing', async () => {
    themed(<Phone />);
    await openByKeyboard();
    await userEvent.keyboard('zzz{Enter}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(search()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByText('No country matches “zzz”.')).toBeInTheDocument();
    expect(countryButton()).toHaveAccessibleName('Country: Bangladesh +880');
  });

  it('closes on Escape without a change, focus back on the button, and leaves its dialog open', async () => {
    const onClose = jest.fn();
    themed(
      <Dialog open title="Contact" onClose={onClose}>
        <Phone />
      </Dialog>,
    );
    await openByKeyboard();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveFocus();
    expect(countryButton()).toHaveAccessibleName('Country: Bangladesh +880');
    expect(onClose).not.toHaveBeenCalled();
    // The next Escape is the dialog's.
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Tab (focus on to the number) and Shift+Tab (back to the button) without a change', async () => {
    themed(<Phone />);
    await openByKeyboard();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    await openByKeyboard();
    await userEvent.tab({ shift: true });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveFocus();
    expect(countryButton()).toHaveAccessibleName('Country: Bangladesh +880');
  });

  it('closes on a click outside, and on a second click of its button', async () => {
    themed(<Phone />);
    await userEvent.click(countryButton());
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await userEvent.click(countryButton());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.click(countryButton());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a disabled button, which opens nothing, unless country_picker_status is 1', async () => {
    themed(<Phone pickerStatus={0} />);
    expect(countryButton()).toBeDisabled();
    expect(countryButton()).toHaveAccessibleName('Country: Bangladesh +880');
    await userEvent.click(countryButton());
    countryButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
