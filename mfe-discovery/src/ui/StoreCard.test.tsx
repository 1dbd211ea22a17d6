import { screen, within } from '@testing-library/react';
import { StoreSchema } from '@storefront/shared/contract/store';
import { syncBusinessClock } from '@storefront/shared/time/business-time';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { wireStore } from '../test/fixtures';
import { StoreCard } from './StoreCard';

// 07:00 in Dhaka on Wednesday 18 November 2026, on the API's clock (whatever the device's zone).
beforeEach(() => {
  fakeApi({});
  syncBusinessClock('2026-11-18T01:00:00.000Z');
});
afterEach(() => syncBusinessClock(new Date().toISOString()));

const hours = [{ day: 3, opening_time: '09:00:00', closing_time: '22:30:00' }];
const closed = { open: 0, schedules: hours, next_opening_at: '2026-11-18T03:00:00.000Z' };

it('a closed store card carries CLOSED NOW and says when the store opens', () => {
  renderPart(<StoreCard store={StoreSchema.parse(wireStore(7, 'Fresh Basket', closed))} />);
  const card = screen.getByRole('article');
  expect(within(card).getByText('CLOSED NOW')).toBeInTheDocument();
  expect(within(card).getByTestId('store-hours')).toHaveTextContent('Closed · opens 9:00 AM');
});

it('names the day when the store opens on another one; an open store says nothing of its hours', () => {
  const { unmount } = renderPart(
    <StoreCard
      store={StoreSchema.parse(
        wireStore(7, 'Fresh Basket', { ...closed, next_opening_at: '2026-11-20T03:00:00.000Z' }),
      )}
    />,
  );
  expect(screen.getByTestId('store-hours')).toHaveTextContent('Closed · opens Friday 9:00 AM');
  unmount();
  renderPart(<StoreCard store={StoreSchema.parse(wireStore(7, 'Fresh Basket', { schedules: hours }))} />);
  expect(screen.queryByTestId('store-hours')).toBeNull();
});
