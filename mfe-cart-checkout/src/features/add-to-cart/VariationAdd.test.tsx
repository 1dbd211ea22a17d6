import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  PartProviders,
  appStore,
  cartLinesAtom,
  currentLatLngAtom,
  moduleAtom,
  toast,
  type AddToCartButtonProps,
} from '@storefront/shared';
import type { CartLine } from '@storefront/shared/contract/cart';
import { configFixture } from '../../../../tools/jest/config-fixture';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { makeItem, makeLine } from '../../../../tools/jest/cart-fixtures';
import AddToCartButton from './AddToCartButton';

const sneakers = makeItem({
  id: 40,
  name: 'Running Sneakers',
  slug: 'running-sneakers-40',
  module_id: 4,
  module_type: 'ecommerce',
  price: 2800,
  stock: 10,
  discount: 10,
  discount_type: 'percent',
  choice_options: [
    { name: 'choice_1', title: 'Color', options: ['Black', 'Navy Blue'] },
    { name: 'choice_2', title: 'Size', options: ['41', '42'] },
  ],
  variations: [
    { type: 'Black-41', price: 2800, stock: 3 },
    { type: 'Black-42', price: 2940, stock: 0 },
    { type: 'NavyBlue-41', price: 2800, stock: 5 },
    { type: 'NavyBlue-42', price: 2940, stock: 2 },
  ],
});

const lineOf = (type: string, price: number, overrides: Partial<CartLine> = {}) =>
  makeLine({ id: 70, price, variation: [{ type, price }], ...overrides }, sneakers);

let calls: ReturnType<typeof fakeApi>;
beforeEach(() => {
  calls = fakeApi({
    'GET /config': () => ({ data: configFixture() }),
    'POST /customer/cart/add': (_params, body) => {
      const { variation } = body as { variation: { type: string; price: number }[] };
      return { data: [lineOf(variation[0]!.type, 2646)] };
    },
  });
  appStore.set(moduleAtom, { id: 4, module_type: 'ecommerce', module_name: 'Shop' });
  appStore.set(currentLatLngAtom, { lat: 23.7925, lng: 90.4078 });
  appStore.set(cartLinesAtom, []);
  jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
  jest.spyOn(toast, 'error').mockImplementation(() => 'error');
});
afterEach(() => {
  appStore.set(cartLinesAtom, []);
  appStore.set(currentLatLngAtom, null);
  jest.restoreAllMocks();
});

const show = (props: Partial<AddToCartButtonProps> = {}) =>
  render(
    <PartProviders>
      <AddToCartButton item={sneakers} onProductPage {...props} />
    </PartProviders>,
  );

const group = (name: string) => screen.getByRole('radiogroup', { name });
const addButton = () => screen.getByRole('button', { name: 'Add Running Sneakers to cart' });

it('offers a radio group per option, and keeps Add off with the reason until every option is chosen', async () => {
  show();
  expect(await screen.findByRole('radiogroup', { name: 'Color' })).toBeInTheDocument();
  expect(
    within(group('Size'))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['41', '42']);
  expect(addButton()).toBeDisabled();
  expect(addButton()).toHaveAccessibleDescription('Choose Color, Size');

  fireEvent.click(within(group('Size')).getByRole('radio', { name: '41' }));
  expect(addButton()).toBeDisabled();
  expect(addButton()).toHaveAccessibleDescription('Choose Color');
  expect(screen.queryByTestId('variation-price')).toBeNull();
});

it("shows the chosen combination's own price, after the discount, and its stock", async () => {
  show();
  fireEvent.click(
    within(await screen.findByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Navy Blue' }),
  );
  fireEvent.click(within(group('Size')).getByRole('radio', { name: '42' }));
  const price = await screen.findByTestId('variation-price');
  // 2940 less 10 %, the older price struck through.
  expect(within(price).getByText('$2,646.00')).toBeInTheDocument();
  expect(price.querySelector('del')).toHaveTextContent('$2,940.00');
  expect(screen.getByText('2 in stock')).toBeInTheDocument();
  expect(addButton()).toBeEnabled();
  expect(addButton()).not.toHaveAccessibleDescription();
});

it('refuses a combination out of stock with the spec’s message, and marks the value that leads to it', async () => {
  show();
  fireEvent.click(
    within(await screen.findByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Black' }),
  );
  // With Black chosen, size 42 is the sold-out combination.
  expect(within(group('Size')).getByRole('radio', { name: '42 (out of stock)' })).toBeInTheDocument();
  expect(within(group('Size')).getByRole('radio', { name: '41' })).toBeInTheDocument();
  fireEvent.click(within(group('Size')).getByRole('radio', { name: '42 (out of stock)' }));
  expect(addButton()).toBeDisabled();
  expect(addButton()).toHaveAccessibleDescription(
    'This variation is out of stock. Choose another variation to proceed further.',
  );
  fireEvent.click(addButton());
  expect(calls.some((call) => call.url === '/customer/cart/add')).toBe(false);
});

it('adds the chosen variation to the cart; the line then shows its own stepper', async () => {
  show();
  fireEvent.click(
    within(await screen.findByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Navy Blue' }),
  );
  fireEvent.click(within(group('Size')).getByRole('radio', { name: '42' }));
  await act(async () => fireEvent.click(addButton()));
  const add = calls.find((call) => call.url === '/customer/cart/add');
  expect(add?.body).toMatchObject({
    model: 'Item',
    item_id: 40,
    quantity: 1,
    variation: [{ type: 'NavyBlue-42', price: 2940 }],
    add_on_ids: [],
  });
  expect(toast.success).toHaveBeenCalledWith('Item added to cart');
  expect(await screen.findByRole('group', { name: 'Quantity of Running Sneakers (NavyBlue-42)' })).toHaveTextContent(
    '1',
  );
  // Another combination is a line of its own: its Add comes back.
  fireEvent.click(within(group('Size')).getByRole('radio', { name: '41' }));
  expect(addButton()).toBeEnabled();
});

it("stops the stepper at the variation's own stock", async () => {
  appStore.set(cartLinesAtom, [lineOf('NavyBlue-42', 2646, { quantity: 2 })]);
  show();
  fireEvent.click(
    within(await screen.findByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Navy Blue' }),
  );
  fireEvent.click(within(group('Size')).getByRole('radio', { name: '42' }));
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Running Sneakers (NavyBlue-42)' }));
  expect(toast.error).toHaveBeenCalledWith('Out of Stock');
  expect(calls.some((call) => call.url === '/customer/cart/update')).toBe(false);
});

it('without a stored location, Add opens the delivery-location alert rather than adding', async () => {
  appStore.set(currentLatLngAtom, null);
  show();
  fireEvent.click(
    within(await screen.findByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Black' }),
  );
  fireEvent.click(within(group('Size')).getByRole('radio', { name: '41' }));
  fireEvent.click(addButton());
  expect(await screen.findByRole('dialog', { name: 'Insert delivery location' })).toBeInTheDocument();
  expect(calls.some((call) => call.url === '/customer/cart/add')).toBe(false);
});

it("is keyboard and touch ready: an option's radios share one name (one tab stop, arrows choose), in 44 px chips", async () => {
  show();
  const black = within(await screen.findByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Black' });
  const navy = within(group('Color')).getByRole('radio', { name: 'Navy Blue' });
  expect(black).toHaveAttribute('name', navy.getAttribute('name'));
  expect(black.getAttribute('name')).not.toBe(within(group('Size')).getAllByRole('radio')[0]!.getAttribute('name'));
  const chip = getComputedStyle(black.nextElementSibling!);
  expect(chip.minHeight).toBe('44px');
  expect(chip.minWidth).toBe('44px');
  act(() => black.focus());
  fireEvent.click(black);
  expect(black).toBeChecked();
  expect(navy).not.toBeChecked();
});

it('a card (not the product page) still sends an item with variations to its product page', () => {
  show({ onProductPage: false });
  expect(screen.queryByRole('radiogroup')).toBeNull();
  fireEvent.click(addButton());
  expect(window.location.pathname + window.location.search).toBe('/product/running-sneakers-40?module_id=4');
});
