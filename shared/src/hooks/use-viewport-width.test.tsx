import { act, renderHook } from '@testing-library/react';
import { useViewportWidth } from './use-viewport-width';

const resizeTo = (width: number) =>
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });

it('follows the window width as it is resized', () => {
  resizeTo(1280);
  const { result, unmount } = renderHook(() => useViewportWidth());
  expect(result.current).toBe(1280);
  resizeTo(500);
  expect(result.current).toBe(500);
  unmount();
});
