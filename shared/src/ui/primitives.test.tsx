import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from './theme';
import { ConfirmDialog } from './Dialog';
import { NumberField, PasswordField, PhoneField } from './fields';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

describe('ConfirmDialog', () => {
  it('asks the default question with Cancel and Yes, and closes on Escape', async () => {
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    themed(<ConfirmDialog open onCancel={onCancel} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Confirm this request?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('moves focus into the dialog', () => {
    themed(<ConfirmDialog open onCancel={jest.fn()} onConfirm={jest.fn()} />);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});

it('PasswordField shows and hides the password', async () => {
  themed(<PasswordField label="Password" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(input).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
  expect(input).toHaveAttribute('type', 'password');
});

it('NumberField never allows a minimum below 0', () => {
  themed(<NumberField label="Amount" min={-5} />);
  expect(screen.getByLabelText('Amount')).toHaveAttribute('min', '0');
});

describe('PhoneField', () => {
  function Phone({ pickerStatus }: { pickerStatus: number }) {
    const [value, setValue] = useState('');
    return (
      <>
        <PhoneField
          label="Phone"
          value={value}
          onChange={setValue}
          defaultCountry="BD"
          countryPickerStatus={pickerStatus}
        />
        <output>{value}</output>
      </>
    );
  }

  it('starts from the configured country and stores the number with a plus prefix', async () => {
    themed(<Phone pickerStatus={1} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('BD');
    expect(screen.getByPlaceholderText('Enter phone number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone'), '1712345678');
    expect(screen.getByRole('status')).toHaveTextContent('+8801712345678');
  });

  it('locks the country list unless country_picker_status is 1', () => {
    themed(<Phone pickerStatus={0} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  });
});

it('closes only the top dialog on Escape, even when focus has left it', async () => {
  const closeBottom = jest.fn();
  const closeTop = jest.fn();
  themed(
    <>
      <ConfirmDialog open title="Bottom" onCancel={closeBottom} onConfirm={jest.fn()} />
      <ConfirmDialog open title="Top" onCancel={closeTop} onConfirm={jest.fn()} />
    </>,
  );
  (document.activeElement as HTMLElement).blur();
  await userEvent.keyboard('{Escape}');
  expect(closeTop).toHaveBeenCalledTimes(1);
  expect(closeBottom).not.toHaveBeenCalled();
});
