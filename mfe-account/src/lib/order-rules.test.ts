import {
  SHORT_PLACE_MAX,
  canCancel,
  canTrack,
  chargePayerText,
  isParcel,
  parcelSummary,
  shortPlace,
  shortenImages,
  statusText,
} from './order-rules';

it('shows at most 3 product images and +N for the rest', () => {
  expect(shortenImages(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
  expect(shortenImages(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
  expect(shortenImages(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2' });
});

it('lets a pending or payment-failed order be cancelled, nothing later', () => {
  expect(canCancel({ order_status: 'pending' })).toBe(true);
  expect(canCancel({ order_status: 'failed' })).toBe(true);
  expect(canCancel({ order_status: 'confirmed' })).toBe(false);
  expect(canCancel({ order_status: 'delivered' })).toBe(false);
});

it('tracks live and delivered orders but not cancelled ones', () => {
  expect(canTrack({ order_status: 'picked_up' })).toBe(true);
  expect(canTrack({ order_status: 'delivered' })).toBe(true);
  expect(canTrack({ order_status: 'canceled' })).toBe(false);
  expect(statusText('picked_up')).toBe('picked up');
});

it('sums a parcel up by what is sent and its route, not by a count of items', () => {
  const parcel = {
    parcel_category: { id: 2, name: 'Documents', image_full_url: null },
    delivery_address: { address: 'Gulshan Avenue' },
    receiver_details: { address: 'House 12, Road 90, Gulshan Avenue, Dhaka' },
  } as Parameters<typeof parcelSummary>[0];
  expect(isParcel({ order_type: 'parcel' })).toBe(true);
  expect(isParcel({ order_type: 'delivery' })).toBe(false);
  expect(parcelSummary(parcel)).toEqual({
    title: 'Documents Parcel',
    route: 'Gulshan Avenue → House 12, Road 90…',
  });
  expect(parcelSummary({ ...parcel, parcel_category: null, receiver_details: null })).toEqual({
    title: 'Parcel',
    route: 'Gulshan Avenue',
  });
});

it('cuts a long address at a word, with an ellipsis', () => {
  expect(shortPlace('Road 27, Dhanmondi')).toBe('Road 27, Dhanmondi');
  expect(shortPlace('House 12, Road 90, Gulshan Avenue, Dhaka')).toBe('House 12, Road 90…');
  expect(shortPlace('  ')).toBe('');
  expect(shortPlace(null)).toBe('');
  expect(shortPlace('Averyveryverylongstreetnamewithoutspaces')).toHaveLength(SHORT_PLACE_MAX);
});

it('says who pays a parcel', () => {
  expect(chargePayerText('sender')).toBe('Sender pays');
  expect(chargePayerText('receiver')).toBe('Receiver pays');
  expect(chargePayerText(null)).toBe('');
});
