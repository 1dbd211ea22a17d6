import { act, renderHook } from '@testing-library/react';
import { GENERIC_ERROR_MESSAGE } from '../api/error-message';
import { toast } from './toast';
import { useBusyAction } from './use-busy-action';

afterEach(() => jest.restoreAllMocks());

it('is busy while the action runs and answers what it answers', async () => {
  const { result } = renderHook(() => useBusyAction());
  let finish: (value: number) => void = () => undefined;
  let answer: Promise<number | undefined> = Promise.resolve(undefined);
  act(() => {
    answer = result.current.run(() => new Promise<number>((resolve) => (finish = resolve)));
  });
  expect(result.current.busy).toBe(true);
  await act(async () => {
    finish(7);
    await expect(answer).resolves.toBe(7);
  });
  expect(result.current.busy).toBe(false);
});

it("toasts a failure's messages, answers undefined and is no longer busy", async () => {
  const shown = jest.spyOn(toast, 'error').mockReturnValue('');
  const { result } = renderHook(() => useBusyAction());
  await act(async () => {
    await expect(result.current.run(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
  expect(shown).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE);
  expect(result.current.busy).toBe(false);
});

it('leaves a failure the page handles itself untoasted', async () => {
  const shown = jest.spyOn(toast, 'error').mockReturnValue('');
  const handled = jest.fn(() => true);
  const { result } = renderHook(() => useBusyAction());
  const error = new Error('already reviewed');
  await act(() => result.current.run(() => Promise.reject(error), handled));
  expect(handled).toHaveBeenCalledWith(error);
  expect(shown).not.toHaveBeenCalled();
});
