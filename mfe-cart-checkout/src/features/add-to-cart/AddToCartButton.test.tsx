import { act, fireEvent, render, screen } from '@testing-library/react';
import { PartProviders, appStore, cartLinesAtom } from '@storefront/shared';
import { makeItem, makeLine } from '../../../../tools/jest/cart-fixtures';
import AddToCartButton from './AddToCartButton';

const item = makeItem({ name: 'Fresh Milk' });

beforeEach(() => {
  jest.useFakeTimers();
  appStore.set(cartLinesAtom, [makeLine({ quantity: 2 })]);
});
afterEach(() => {
  appStore.set(cartLinesAtom, []);
  jest.useRealTimers();
});

const stepper = () => screen.queryByRole('group', { name: 'Quantity of Fresh Milk' });
const compact = () => screen.getByRole('button', { name: '2 of Fresh Milk in cart, change quantity' });

it('waits 500 ms on hover before the vertical card shows the stepper', () => {
  render(
    <PartProviders>
      <AddToCartButton item={item} revealOnHover />
    </PartProviders>,
  );
  expect(stepper()).toBeNull();
  fireEvent.mouseEnter(compact().parentElement!);
  act(() => jest.advanceTimersByTime(499));
  expect(stepper()).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(stepper()).toBeInTheDocument();
  fireEvent.mouseLeave(stepper()!.parentElement!);
  expect(stepper()).toBeNull();
});

it('the stepper hides when the pointer is next over something else, though no mouseleave came', () => {
  render(
    <PartProviders>
      <button type="button">Elsewhere</button>
      <AddToCartButton item={item} revealOnHover />
    </PartProviders>,
  );
  fireEvent.mouseEnter(compact().parentElement!);
  act(() => jest.advanceTimersByTime(500));
  expect(stepper()).toBeInTheDocument();
  fireEvent.mouseOver(screen.getByRole('button', { name: 'Increase quantity of Fresh Milk' }));
  expect(stepper()).toBeInTheDocument();
  fireEvent.mouseOver(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(stepper()).toBeNull();
});

it('on the vertical card the control holds the stepper’s width from Add on, so it does not move', () => {
  appStore.set(cartLinesAtom, []);
  const { rerender } = render(
    <PartProviders>
      <AddToCartButton item={item} revealOnHover />
    </PartProviders>,
  );
  const slot = () => screen.getByRole('button', { name: /Fresh Milk/ }).parentElement!;
  expect(getComputedStyle(slot()).minWidth).toBe('108px');
  act(() => appStore.set(cartLinesAtom, [makeLine({ quantity: 1 })]));
  expect(getComputedStyle(slot()).minWidth).toBe('108px');
  // The list row shows the stepper at once: nothing to hold.
  rerender(
    <PartProviders>
      <AddToCartButton item={item} />
    </PartProviders>,
  );
  expect(getComputedStyle(screen.getByRole('group', { name: 'Quantity of Fresh Milk' }).parentElement!).minWidth).toBe(
    'auto',
  );
});

it('a pointer that leaves before the delay never shows the stepper', () => {
  render(
    <PartProviders>
      <AddToCartButton item={item} revealOnHover />
    </PartProviders>,
  );
  const slot = compact().parentElement!;
  fireEvent.mouseEnter(slot);
  act(() => jest.advanceTimersByTime(300));
  fireEvent.mouseLeave(slot);
  act(() => jest.advanceTimersByTime(1000));
  expect(stepper()).toBeNull();
});

it('focus or a tap shows the stepper at once; a custom delay is honoured', () => {
  const { unmount } = render(
    <PartProviders>
      <AddToCartButton item={item} revealOnHover hoverDelayMs={200} />
    </PartProviders>,
  );
  act(() => compact().focus());
  expect(stepper()).toBeInTheDocument();
  // Focus moves into the stepper that replaced the quantity button, onto its "+".
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Increase quantity of Fresh Milk' }));
  unmount();

  render(
    <PartProviders>
      <AddToCartButton item={item} revealOnHover hoverDelayMs={200} />
    </PartProviders>,
  );
  fireEvent.mouseEnter(compact().parentElement!);
  act(() => jest.advanceTimersByTime(200));
  expect(stepper()).toBeInTheDocument();
});

it('a tap on the quantity shows the stepper at once', () => {
  render(
    <PartProviders>
      <AddToCartButton item={item} revealOnHover />
    </PartProviders>,
  );
  fireEvent.click(compact());
  expect(stepper()).toBeInTheDocument();
});

it('without revealOnHover the stepper shows straight away', () => {
  render(
    <PartProviders>
      <AddToCartButton item={item} />
    </PartProviders>,
  );
  expect(stepper()).toBeInTheDocument();
});

it('a sold-out item cannot be added: the Add is disabled before any tap', () => {
  appStore.set(cartLinesAtom, []);
  render(
    <PartProviders>
      <AddToCartButton item={makeItem({ name: 'Fresh Milk', stock: 0 })} />
      <AddToCartButton item={makeItem({ id: 2, name: 'Plain Yogurt', stock: 4 })} />
    </PartProviders>,
  );
  expect(screen.getByRole('button', { name: 'Add Fresh Milk to cart' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Add Plain Yogurt to cart' })).toBeEnabled();
});
