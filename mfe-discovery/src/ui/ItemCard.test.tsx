import { cleanup, screen, within } from '@testing-library/react';
import {
  appStore,
  cartLinesAtom,
  moduleAtom,
  provideRemoteModuleLoader,
  type AddToCartButtonProps,
} from '@storefront/shared';
import type { CartLine } from '@storefront/shared/contract/cart';
import { ItemSchema } from '@storefront/shared/contract/item';
import { fakeApi } from '../../../tools/jest/fake-api';
import { fakeIntersections } from '../../../tools/jest/fake-intersections';
import { setRemoteLive } from '../../../tools/jest/live-remote';
import { renderPart } from '../../../tools/jest/render-part';
import { wireItem } from '../test/fixtures';
import { ItemCard } from './ItemCard';

const card = (overrides: Record<string, unknown>) =>
  renderPart(<ItemCard item={ItemSchema.parse(wireItem(7, 'Digital Thermometer', overrides))} />);

beforeEach(() => fakeApi({}));

it('marks a sold-out item with its badge', () => {
  card({ module_type: 'pharmacy', stock: 0 });
  expect(within(screen.getByRole('article')).getByText('Sold out')).toBeInTheDocument();
});

it('has no badge while the item is in stock, nor for food, which keeps no stock', () => {
  const { unmount } = card({ module_type: 'pharmacy', stock: 2 });
  expect(screen.queryByText('Sold out')).toBeNull();
  unmount();
  card({ module_type: 'food', stock: 0 });
  expect(screen.queryByText('Sold out')).toBeNull();
});

it('shows the rating rounded to 0.5, and none for an item without reviews', () => {
  const { unmount } = card({ avg_rating: 4.3, rating_count: 12 });
  expect(screen.getByTestId('rating')).toHaveTextContent('★4.50 out of 5(12)');
  unmount();
  card({ avg_rating: 0, rating_count: 0 });
  expect(screen.getByRole('article')).not.toHaveTextContent('★');
});

it('says when the item needs a prescription', () => {
  card({ module_type: 'pharmacy', is_prescription_required: 1 });
  expect(screen.getByRole('article')).toHaveTextContent('prescription is required');
});

describe("the add control, cart-checkout's, loaded as the card nears the screen", () => {
  let intersect: ReturnType<typeof fakeIntersections>;
  const loader = jest.fn();
  function CartControl({ item }: AddToCartButtonProps) {
    return <button type="button">{`1 of ${item.name} in cart`}</button>;
  }
  beforeEach(() => {
    intersect = fakeIntersections();
    setRemoteLive('cart_checkout', ['grocery', 'pharmacy', 'food']);
    appStore.set(moduleAtom, { id: 2, module_type: 'pharmacy', module_name: 'Pharmacy' });
    loader.mockReset().mockResolvedValue({ default: CartControl });
    provideRemoteModuleLoader(loader);
  });
  afterEach(() => {
    cleanup();
    intersect.remove();
    appStore.set(cartLinesAtom, []);
  });

  it('stands in with an add button of the same name, disabled when sold out, and loads nothing far from the screen', () => {
    const { unmount } = card({ module_type: 'pharmacy', stock: 5 });
    expect(screen.getByRole('button', { name: 'Add Digital Thermometer to cart' })).toBeEnabled();
    unmount();
    card({ module_type: 'pharmacy', stock: 0 });
    expect(screen.getByRole('button', { name: 'Add Digital Thermometer to cart' })).toBeDisabled();
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads the control at once for an item already in the cart (its quantity shows, not Add)', async () => {
    appStore.set(cartLinesAtom, [{ id: 1, quantity: 1, item: { id: 7 } } as CartLine]);
    card({ module_type: 'pharmacy', stock: 5 });
    expect(await screen.findByRole('button', { name: '1 of Digital Thermometer in cart' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('cart_checkout', 'AddToCartButton');
  });
});
