import { screen } from '@testing-library/react';
import { StoreDetailsSchema } from '@storefront/shared/contract/store';
import { syncBusinessClock } from '@storefront/shared/time/business-time';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { wireStore } from '../../test/fixtures';
import { StoreHeader } from './StoreHeader';

// 07:00 in Dhaka on Wednesday 18 November 2026, on the API's clock (whatever the device's zone).
beforeEach(() => {
  fakeApi({});
  syncBusinessClock('2026-11-18T01:00:00.000Z');
});
afterEach(() => syncBusinessClock(new Date().toISOString()));

const hours = [{ day: 3, opening_time: '09:00:00', closing_time: '22:30:00' }];
const closed = { open: 0, schedules: hours, next_opening_at: '2026-11-18T03:00:00.000Z' };

it("the store page's header says when it opens, and that a store without hours has none", () => {
  const details = (overrides: Record<string, unknown>) =>
    StoreDetailsSchema.parse(wireStore(7, 'Fresh Basket', { positive_rating: 90, ...overrides }));
  const { unmount } = renderPart(<StoreHeader store={details(closed)} />);
  expect(screen.getByTestId('store-hours')).toHaveTextContent('Closed · opens 9:00 AM');
  unmount();
  renderPart(<StoreHeader store={details({ open: 0, schedules: [], next_opening_at: null })} />);
  expect(screen.getByTestId('store-hours')).toHaveTextContent('Closed · no opening hours yet');
});
