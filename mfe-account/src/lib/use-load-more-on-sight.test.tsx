import { act, render } from '@testing-library/react';
import { useLoadMoreOnSight } from './use-load-more-on-sight';

/** A stand-in for the browser's IntersectionObserver that the test triggers. */
function fakeIntersections() {
  let callback: IntersectionObserverCallback = () => undefined;
  const disconnect = jest.fn();
  const created = jest.fn();
  class FakeObserver {
    constructor(observe: IntersectionObserverCallback) {
      callback = observe;
      created();
    }
    observe() {}
    disconnect = disconnect;
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
  const show = (isIntersecting: boolean) =>
    act(() => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { show, disconnect, created };
}

function Sentinel(pages: Parameters<typeof useLoadMoreOnSight>[0]) {
  const sentinel = useLoadMoreOnSight(pages);
  return <div ref={sentinel} />;
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('asks for the next page once the sentinel is in view', () => {
  const { show, disconnect } = fakeIntersections();
  const setSize = jest.fn();
  const { unmount } = render(<Sentinel hasMore isValidating={false} size={2} setSize={setSize} />);
  show(false);
  expect(setSize).not.toHaveBeenCalled();
  show(true);
  expect(setSize).toHaveBeenCalledWith(3);
  unmount();
  expect(disconnect).toHaveBeenCalled();
});

it('waits while a page is loading, and watches nothing after the last page', () => {
  const { show, created } = fakeIntersections();
  const setSize = jest.fn();
  const { rerender } = render(<Sentinel hasMore isValidating size={1} setSize={setSize} />);
  show(true);
  expect(setSize).not.toHaveBeenCalled();
  expect(created).toHaveBeenCalledTimes(1);
  rerender(<Sentinel hasMore={false} isValidating={false} size={1} setSize={setSize} />);
  expect(created).toHaveBeenCalledTimes(1);
});
