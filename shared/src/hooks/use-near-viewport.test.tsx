import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('is true at once where IntersectionObserver is missing', () => {
  render(<Probe />);
  expect(screen.getByText('near')).toBeInTheDocument();
});

it('turns true when the element comes near the viewport, and stays so', () => {
  let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
  const disconnect = jest.fn();
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect = disconnect;
  };
  render(<Probe />);
  expect(screen.getByText('far')).toBeInTheDocument();
  act(() => report([{ isIntersecting: false }]));
  expect(screen.getByText('far')).toBeInTheDocument();
  act(() => report([{ isIntersecting: true }]));
  expect(screen.getByText('near')).toBeInTheDocument();
  expect(disconnect).toHaveBeenCalled();
});
