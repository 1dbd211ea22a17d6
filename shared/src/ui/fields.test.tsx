import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from './theme';
import { SelectField, TextAreaField } from './fields';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

it('SelectField is named by its label and offers its options', () => {
  themed(
    <SelectField
      label="Sort by"
      options={[
        { value: 'a', label: 'First' },
        { value: 'b', label: 'Second' },
      ]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Sort by' });
  expect(select).toHaveAttribute('aria-invalid', 'false');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['First', 'Second']);
});

it('TextAreaField is named by its label and described by its error', () => {
  themed(<TextAreaField label="Note" error="Too long" />);
  const box = screen.getByRole('textbox', { name: 'Note' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Too long');
  expect(screen.getByRole('alert')).toHaveTextContent('Too long');
});
