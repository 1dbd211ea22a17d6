import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from '@storefront/shared/zod';
import { draftKey, readDraft, type DraftSpec } from './draft';
import { useDraft } from './use-draft';

const Schema = z.object({ name: z.string() });
const spec: DraftSpec<{ name: string }> = { name: 'form', version: 1, schema: Schema, storage: 'local' };

function NameForm({ delayMs = 0, password = false }: { delayMs?: number; password?: boolean }) {
  const [restored] = useState(() => readDraft(spec));
  const [name, setName] = useState(restored?.name ?? '');
  const [secret, setSecret] = useState('');
  // The password field is left out of what is saved, and the helper strips it anyway.
  const draft = useDraft(spec, password ? ({ name, password: secret } as { name: string }) : { name }, { delayMs });
  return (
    <form>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Password
        <input type="password" value={secret} onChange={(event) => setSecret(event.target.value)} />
      </label>
      <button type="button" onClick={draft.clear}>
        Place
      </button>
      <output>{draft.initial?.name ?? 'none'}</output>
    </form>
  );
}

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

it('brings back what was typed after an unmount and a new render', async () => {
  const first = render(<NameForm />);
  expect(screen.getByRole('status')).toHaveTextContent('none');
  await userEvent.type(screen.getByLabelText('Name'), 'Nadia');
  first.unmount();
  render(<NameForm />);
  expect(screen.getByLabelText('Name')).toHaveValue('Nadia');
  expect(screen.getByRole('status')).toHaveTextContent('Nadia');
});

it('writes nothing for untouched defaults', () => {
  const view = render(<NameForm />);
  view.unmount();
  expect(localStorage.getItem(draftKey('form'))).toBeNull();
});

it('debounces saving and writes the last keystrokes on unmount and on pagehide', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<NameForm delayMs={500} />);
  await user.type(screen.getByLabelText('Name'), 'Rumi');
  expect(localStorage.getItem(draftKey('form'))).toBeNull();
  act(() => jest.advanceTimersByTime(500));
  expect(readDraft(spec)).toEqual({ name: 'Rumi' });

  await user.type(screen.getByLabelText('Name'), ' A');
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(readDraft(spec)).toEqual({ name: 'Rumi A' });

  await user.type(screen.getByLabelText('Name'), 'kter');
  view.unmount();
  expect(readDraft(spec)).toEqual({ name: 'Rumi Akter' });
});

it('clear drops the draft and keeps it dropped while the component stays', async () => {
  render(<NameForm />);
  await userEvent.type(screen.getByLabelText('Name'), 'Nadia');
  expect(readDraft(spec)).toEqual({ name: 'Nadia' });
  await userEvent.click(screen.getByRole('button', { name: 'Place' }));
  expect(localStorage.getItem(draftKey('form'))).toBeNull();
  await userEvent.type(screen.getByLabelText('Name'), 'X');
  expect(localStorage.getItem(draftKey('form'))).toBeNull();
});

it('keeps no password in storage even when one is handed in', async () => {
  render(<NameForm password />);
  await userEvent.type(screen.getByLabelText('Name'), 'Nadia');
  await userEvent.type(screen.getByLabelText('Password'), 'hunter22');
  const everything = [localStorage, sessionStorage]
    .flatMap((storage) => Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!)))
    .join('\n');
  expect(everything).toContain('Nadia');
  expect(everything).not.toContain('hunter22');
});
