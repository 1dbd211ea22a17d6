import { act, renderHook } from '@testing-library/react';
import { COPIED_MS, useCopy } from './use-copy';

it("shows 'Copied' for 1000 ms after copying", async () => {
  jest.useFakeTimers();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const { result } = renderHook(() => useCopy());
  await act(() => result.current.copy('FOOD10'));
  expect(writeText).toHaveBeenCalledWith('FOOD10');
  expect(result.current.copied).toBe('FOOD10');
  act(() => jest.advanceTimersByTime(COPIED_MS - 1));
  expect(result.current.copied).toBe('FOOD10');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.copied).toBeNull();
  jest.useRealTimers();
});
