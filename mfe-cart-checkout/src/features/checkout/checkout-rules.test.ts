import type { Address } from '@storefront/shared/contract/address';
import {
  CONTACT_INFO_REQUIRED,
  DELIVERY_ADDRESS_REQUIRED,
  NO_CONTACT_INFO,
  ORDER_FAILED_QUESTION,
  ORDER_FAILED_TEXT,
  ORDER_FAILED_TITLE,
  ORDER_PAYMENT_CANCELED_REASON,
  SAVED_ADDRESSES_EMPTY_TEXT,
  SAVED_ADDRESSES_EMPTY_TITLE,
  addressTypeSent,
  addressesForZone,
  afterPlacing,
  capitalise,
  checkoutPageOf,
  missingBeforePlacing,
  orderPayload,
  paymentAvailability,
  type OrderInput,
} from './checkout-rules';

const address = (id: number, zone_ids: number[]): Address => ({
  id,
  address_type: 'home',
  contact_person_name: 'Demo',
  contact_person_number: '+8801700000000',
  address: 'Gulshan Avenue',
  latitude: 23.79,
  longitude: 90.41,
  zone_id: zone_ids[0] ?? null,
  zone_ids,
});

it('uses the spec texts', () => {
  expect(SAVED_ADDRESSES_EMPTY_TITLE).toBe('Oops');
  expect(SAVED_ADDRESSES_EMPTY_TEXT).toBe('You don’t have any saved address yet. please save address to continue');
  expect(CONTACT_INFO_REQUIRED).toBe('Please enter your contact info');
  expect(NO_CONTACT_INFO).toBe('No Contact Info Added');
  expect(DELIVERY_ADDRESS_REQUIRED).toBe('Please add your delivery address');
  expect(ORDER_PAYMENT_CANCELED_REASON).toBe('Order payment canceled');
  expect(ORDER_FAILED_TITLE).toBe('Order Place Failed');
  expect(ORDER_FAILED_TEXT).toBe("Order didn't place successfully.");
  expect(ORDER_FAILED_QUESTION).toBe('Are you agree with this order fail?');
});

it('reads the checkout page from the query', () => {
  expect(checkoutPageOf('buy_now')).toBe('buy_now');
  expect(checkoutPageOf('campaign')).toBe('campaign');
  expect(checkoutPageOf('cart')).toBe('cart');
  expect(checkoutPageOf(null)).toBe('cart');
});

it('filters saved addresses by the store’s zone when one is given', () => {
  const list = [address(1, [1]), address(2, [2]), address(3, [1, 2])];
  expect(addressesForZone(list, 1).map((a) => a.id)).toEqual([1, 3]);
  expect(addressesForZone(list, null)).toHaveLength(3);
});

it('sends the typed label for other, else the chosen type; types show capitalised', () => {
  expect(addressTypeSent('other', ' Gym ')).toBe('Gym');
  expect(addressTypeSent('other', '')).toBe('other');
  expect(addressTypeSent('office', 'ignored')).toBe('office');
  expect(capitalise('office')).toBe('Office');
});

it('cash on delivery only where the zone allows it; wallet only signed in', () => {
  const config = { cash_on_delivery: true, digital_payment: true, customer_wallet_status: 1 };
  expect(paymentAvailability({ config, zoneCashOnDelivery: true, signedIn: true })).toEqual({
    cashOnDelivery: true,
    digital: true,
    wallet: true,
  });
  expect(paymentAvailability({ config, zoneCashOnDelivery: false, signedIn: false })).toEqual({
    cashOnDelivery: false,
    digital: true,
    wallet: false,
  });
});

describe('order payload', () => {
  const base: OrderInput = {
    page: 'cart',
    orderType: 'delivery',
    paymentMethod: 'cash_on_delivery',
    storeId: 16,
    estimate: 250,
    delivery: { address: 'Gulshan Avenue', latitude: 23.79, longitude: 90.41, address_type: 'home', house: '12' },
    guestId: null,
    guestContact: null,
    orderNote: '  ring twice ',
    directItem: null,
  };

  it('delivery: the address fields, the note; the cart comes from the server', () => {
    expect(orderPayload(base)).toEqual({
      order_amount: 250,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 16,
      dm_tips: 0,
      address: 'Gulshan Avenue',
      latitude: 23.79,
      longitude: 90.41,
      address_type: 'home',
      house: '12',
      order_note: 'ring twice',
    });
  });

  it('guests add guest_id and the contact; take-away has no address', () => {
    const payload = orderPayload({
      ...base,
      orderType: 'take_away',
      guestId: '55',
      guestContact: { contact_person_name: 'Rumi', contact_person_number: '+8801711111111', contact_person_email: '' },
    });
    expect(payload).toMatchObject({ guest_id: '55', contact_person_name: 'Rumi', order_type: 'take_away' });
    expect(payload).not.toHaveProperty('address');
    expect(payload).not.toHaveProperty('contact_person_email');
  });

  it('buy now sends the one item as the cart; a digital payment carries the card', () => {
    const item = { model: 'Item' as const, item_id: 3, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] };
    const payload = orderPayload({
      ...base,
      directItem: item,
      paymentMethod: 'digital_payment',
      cardNumber: '4000 0000 0000 0002',
    });
    expect(payload).toMatchObject({ is_buy_now: 1, cart: [item], test_card: '4000000000000002' });
  });
});

it('names what is missing before placing', () => {
  const delivery = { address: 'x', latitude: 1, longitude: 1 };
  expect(missingBeforePlacing({ signedIn: false, orderType: 'delivery', guestContact: null, delivery })).toBe(
    CONTACT_INFO_REQUIRED,
  );
  expect(missingBeforePlacing({ signedIn: true, orderType: 'delivery', guestContact: null, delivery: null })).toBe(
    DELIVERY_ADDRESS_REQUIRED,
  );
  expect(
    missingBeforePlacing({ signedIn: true, orderType: 'take_away', guestContact: null, delivery: null }),
  ).toBeNull();
});

it('a failed payment leads to the failed page', () => {
  expect(afterPlacing({ order_id: 9, payment_status: 'failed', order_status: 'failed' })).toBe(
    '/order?flag=fail&order_id=9',
  );
  expect(afterPlacing({ order_id: 9, payment_status: 'unpaid', order_status: 'pending' })).toBe('/order?order_id=9');
});
