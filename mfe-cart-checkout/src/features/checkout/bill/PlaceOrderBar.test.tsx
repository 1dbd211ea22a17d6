import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartProviders } from '@storefront/shared';
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

/** Where the foot of the bar's place in the page is, against the window's bottom (innerHeight). */
let slotBottom = 0;
beforeEach(() => {
  // Checkout opens at its top: the bar's place, after the bill, is far below the screen.
  slotBottom = 3000;
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ top: slotBottom - 72, bottom: slotBottom }) as DOMRect);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** The customer scrolls until the bar's place ends `bottom` px from the window's top. */
async function scrollPlaceTo(bottom: number) {
  slotBottom = bottom;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

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
  await scrollPlaceTo(window.innerHeight - 10);
  expect(bar).toHaveAttribute('data-floating', 'false');
  expect(getComputedStyle(bar).position).not.toBe('fixed');
  // Past it (the footer in view), it stays there; a jump back to the top floats it again.
  await scrollPlaceTo(-400);
  expect(bar).toHaveAttribute('data-floating', 'false');
  await scrollPlaceTo(3000);
  expect(bar).toHaveAttribute('data-floating', 'true');
});

it('scrolls a field the customer moves to out from under the floating bar', () => {
  atWidth(390);
  const { bar } = renderSummary();
  expect(bar).toHaveAttribute('data-floating', 'true');
  // The boxes below are the bar's and the field's own.
  jest.restoreAllMocks();
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
  expect(bar).toHaveAttribute('data-floating', 'false');
  expect(bar).not.toHaveTextContent('Total');
  expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
});
