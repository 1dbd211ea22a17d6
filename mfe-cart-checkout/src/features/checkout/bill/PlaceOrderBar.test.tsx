import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartProviders } from '@storefront/shared';
import { fakeIntersections } from '../../../../../tools/jest/fake-intersections';
import { OrderSummary, type OrderSummaryProps } from './OrderSummary';

const quote = {
  item_total: 500,
  add_on_total: 0,
  discount_on_items: 0,
  subtotal: 500,
  coupon_discount: 0,
  coupon_title: null,
  tax: 25,
  original_delivery_charge: 45,
  delivery_charge: 45,
  additional_charge: 0,
  dm_tips: 0,
  total: 570,
  wallet_used: 0,
  first_order_discount: 0,
};
const money = (amount: number) => `৳${amount.toFixed(2)}`;

/** A window this wide, as its media queries answer. */
function atWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  };
}

let intersect: ReturnType<typeof fakeIntersections>;
beforeEach(() => {
  intersect = fakeIntersections();
});
afterEach(() => {
  intersect.remove();
  Reflect.deleteProperty(window, 'matchMedia');
});

function renderSummary(props: Partial<OrderSummaryProps> = {}) {
  const onPlace = jest.fn();
  render(
    <PartProviders>
      <OrderSummary
        prescription={false}
        prescriptionStore={null}
        lines={[{ key: '1', name: 'Fresh Milk', detail: '', quantity: 2, total: 500 }]}
        orderType="delivery"
        distanceKm={2}
        quotable
        bill={{ data: quote, settling: false }}
        money={money}
        canPlace
        onPlace={onPlace}
        {...props}
      />
    </PartProviders>,
  );
  return { onPlace, bar: screen.getByTestId('place-order-bar') };
}

it('on a phone, floats Place Order with the total at the foot of the screen from the top of checkout, and it places the order', async () => {
  atWidth(390);
  const { onPlace, bar } = renderSummary();
  // Its place after the bill is not in view yet: the bar floats.
  intersect(bar.parentElement!, 0);
  expect(bar).toHaveAttribute('data-floating', 'true');
  expect(getComputedStyle(bar).position).toBe('fixed');
  expect(getComputedStyle(bar).bottom).toBe('0px');
  expect(bar).toHaveTextContent('Total৳570.00');
  // One Place Order on the page: the floating one is the real one, reached by keyboard too.
  const place = screen.getByRole('button', { name: 'Place Order' });
  expect(bar).toContainElement(place);
  place.focus();
  await userEvent.keyboard('{Enter}');
  expect(onPlace).toHaveBeenCalledTimes(1);
  // Scrolled down to the bill, the bar settles in its place under it.
  intersect(bar.parentElement!, 1);
  expect(bar).toHaveAttribute('data-floating', 'false');
  expect(getComputedStyle(bar).position).not.toBe('fixed');
});

it('scrolls a field the customer moves to out from under the floating bar', () => {
  atWidth(390);
  const { bar } = renderSummary();
  intersect(bar.parentElement!, 0);
  const note = document.createElement('textarea');
  document.body.append(note);
  const box = (top: number, bottom: number) => ({ top, bottom }) as DOMRect;
  jest.spyOn(bar, 'getBoundingClientRect').mockReturnValue(box(770, 844));
  jest.spyOn(note, 'getBoundingClientRect').mockReturnValue(box(700, 800));
  const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  note.focus();
  expect(scrollBy).toHaveBeenCalledWith({ top: 46 });
  note.remove();
  scrollBy.mockRestore();
});

it('on a wide screen, is the button under the bill, and is off while the order cannot be placed', () => {
  atWidth(1280);
  const { bar } = renderSummary({ canPlace: false });
  intersect(bar.parentElement!, 0);
  expect(bar).toHaveAttribute('data-floating', 'false');
  expect(bar).not.toHaveTextContent('Total');
  expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
});
