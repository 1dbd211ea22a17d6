import { screen, within } from '@testing-library/react';
import { ItemSchema } from '@storefront/shared/contract/item';
import { fakeApi } from '../../../tools/jest/fake-api';
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
