import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

it('follows whether the media query matches', () => {
  let matches = false;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 700px)'));
  expect(result.current).toBe(false);
  act(() => {
    matches = true;
    for (const listener of listeners) listener();
  });
  expect(result.current).toBe(true);
  unmount();
  expect(listeners.size).toBe(0);
  window.matchMedia = original;
});
