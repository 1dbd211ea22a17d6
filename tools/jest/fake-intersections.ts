import { act } from '@testing-library/react';

/**
 * Installs a stand-in for the browser's IntersectionObserver (jsdom has none) and returns a function
 * that tells an observed element's observer how much of the element is in view. `remove()` takes the
 * stand-in away again.
 */
export function fakeIntersections() {
  const observed = new Map<Element, IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.set(element, this.callback);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
    }
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
  const intersect = (element: Element, ratio: number) =>
    act(() =>
      observed.get(element)?.(
        [{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  const remove = () => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  return Object.assign(intersect, { remove });
}
