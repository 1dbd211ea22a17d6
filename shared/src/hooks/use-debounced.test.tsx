import { act, renderHook } from '@testing-library/react';
import { useDebounced } from './use-debounced';

it('answers the value once it has stopped changing for the delay', () => {
  jest.useFakeTimers();
  const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'a' } });
  rerender({ value: 'ab' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'abc' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('a');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('abc');
  jest.useRealTimers();
});
