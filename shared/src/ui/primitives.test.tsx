import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from './theme';
import { ConfirmDialog, Dialog } from './Dialog';
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
  function Phone({ pickerStatus, initial = '' }: { pickerStatus: number; initial?: string }) {
    const [value, setValue] = useState(initial);
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
        <button type="button" onClick={() => setValue('')}>
          Reset
        </button>
      </>
    );
  }

  it('keeps every digit typed, key by key, and stores the E.164 number', async () => {
    themed(<Phone pickerStatus={1} />);
    const input = await screen.findByLabelText('Phone');
    expect(screen.getByRole('button', { name: 'Country: Bangladesh +880' })).toHaveTextContent('BD +880');
    expect(input).toHaveAttribute('placeholder', 'Enter phone number');
    await userEvent.type(input, '0');
    expect(input).toHaveValue('0');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    await userEvent.type(input, '1767513805');
    expect(input).toHaveValue('01767513805');
    expect(screen.getByRole('status')).toHaveTextContent('+8801767513805');
  });

  it('takes the national and international forms to the same number', async () => {
    themed(<Phone pickerStatus={1} />);
    const input = await screen.findByLabelText('Phone');
    for (const typed of ['1767513805', '+880 1767 513805', '8801767513805']) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      expect(input).toHaveValue(typed);
      expect(screen.getByRole('status')).toHaveTextContent('+8801767513805');
    }
  });

  it('deletes and pastes without losing the rest, and follows a change of country', async () => {
    themed(<Phone pickerStatus={1} />);
    const input = await screen.findByLabelText('Phone');
    await userEvent.type(input, '017675138059{Backspace}');
    expect(input).toHaveValue('01767513805');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('9876543210');
    // The country list, by keyboard: open it, find India, choose it; focus goes back to the number.
    screen.getByRole('button', { name: 'Country: Bangladesh +880' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('India{Enter}');
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Country: India +91' })).toHaveTextContent('IN +91');
    expect(input).toHaveValue('9876543210');
    expect(screen.getByRole('status')).toHaveTextContent('+919876543210');
    // A number typed with its own dial code picks its country.
    await userEvent.clear(input);
    await userEvent.type(input, '+8801767513805');
    expect(screen.getByRole('button', { name: 'Country: Bangladesh +880' })).toBeInTheDocument();
  });

  it('shows a stored number in its national form, and empties when the form is reset', async () => {
    themed(<Phone pickerStatus={1} initial="+8801767513805" />);
    const input = await screen.findByLabelText('Phone');
    expect(input).toHaveValue('01767-513805');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
  });

  it('locks the country list unless country_picker_status is 1', async () => {
    themed(<Phone pickerStatus={0} />);
    await screen.findByLabelText('Phone');
    expect(screen.getByRole('button', { name: 'Country: Bangladesh +880' })).toBeDisabled();
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

describe('focus after a dialog closes', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    const [added, setAdded] = useState(false);
    return (
      <>
        <button type="button">Before</button>
        <div>
          {added ? (
            <span key="in-cart">
              <button type="button">Remove</button>
              <button type="button" data-focus-return>
                1 in cart, add one more
              </button>
            </span>
          ) : (
            <button key="add" type="button" onClick={() => setOpen(true)}>
              Add
            </button>
          )}
        </div>
        <Dialog open={open} title="Quick view" onClose={() => setOpen(false)}>
          <button
            type="button"
            onClick={() => {
              // The cart answers first (the card swaps its button), then the dialog closes.
              setAdded(true);
              window.setTimeout(() => setOpen(false), 0);
            }}
          >
            Add to Cart
          </button>
        </Dialog>
      </>
    );
  }

  it('returns to the opener, or to what replaced it, never to the page start', async () => {
    themed(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // The replacement's marked control takes focus, not its first one (a delete button).
    await waitFor(() => expect(screen.getByRole('button', { name: '1 in cart, add one more' })).toHaveFocus());
  });
});
