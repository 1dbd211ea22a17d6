import type { Address } from '@storefront/shared/contract/address';
import {
  guestContactWithAddress,
  guestDelivery,
  cashOnDeliveryRefusal,
  codLimitOf,
  CONTACT_INFO_REQUIRED,
  addressTypeSent,
  addressWithExtra,
  addressesForZone,
  afterPlacing,
  capitalise,
  checkoutPageOf,
  missingBeforePlacing,
  orderPayload,
  paymentAvailability,
  couponRefusal,
  effectiveMethod,
  inputLabel,
  methodsShown,
  offlineInfoMissing,
  tipAmount,
  tipFor,
  type OrderInput,
} from './checkout-rules';
import { NEW_ACCOUNT_PASSWORD_TOO_SHORT, guestAccountProblem } from './guest-account/GuestAccountOption';
import { partialPaymentApplies } from './payment/PartialPaymentOption';
import { preferenceFields } from './preferences/order-preferences';

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

it('reads the checkout page from the query', () => {
  expect(checkoutPageOf('buy_now')).toBe('buy_now');
  expect(checkoutPageOf('campaign')).toBe('campaign');
  expect(checkoutPageOf('cart')).toBe('cart');
  expect(checkoutPageOf('prescription')).toBe('prescription');
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
    offline: false,
  });
  expect(paymentAvailability({ config, zoneCashOnDelivery: false, signedIn: false })).toEqual({
    cashOnDelivery: false,
    digital: true,
    wallet: false,
    offline: false,
  });
  expect(
    paymentAvailability({ config: { ...config, offline_payment_status: 1 }, zoneCashOnDelivery: true, signedIn: false })
      .offline,
  ).toBe(true);
  const all = { ...config, offline_payment_status: 1 };
  expect(
    paymentAvailability({
      config: all,
      zoneCashOnDelivery: true,
      zoneDigital: false,
      zoneOffline: false,
      signedIn: true,
    }),
  ).toEqual({ cashOnDelivery: true, digital: false, wallet: true, offline: false });
});

describe('the payment method in effect', () => {
  const all = { cashOnDelivery: true, digital: true, wallet: true, offline: true };
  it('lists the available methods in order', () => {
    expect(methodsShown(all)).toEqual(['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment']);
    expect(methodsShown({ ...all, wallet: false, cashOnDelivery: false })).toEqual([
      'digital_payment',
      'offline_payment',
    ]);
  });
  it('keeps the choice while it is available, else falls back to cash on delivery, then digital', () => {
    expect(effectiveMethod('wallet', all)).toBe('wallet');
    expect(effectiveMethod('wallet', { ...all, wallet: false })).toBe('cash_on_delivery');
    expect(effectiveMethod(null, { ...all, cashOnDelivery: false })).toBe('digital_payment');
    expect(effectiveMethod(null, { cashOnDelivery: false, digital: false, wallet: false, offline: false })).toBeNull();
  });
});

describe('coupon, tips and schedule', () => {
  const money = (n: number) => `৳${n}`;
  it('refuses a coupon below its minimum purchase with the spec text and the amount', () => {
    expect(couponRefusal({ min_purchase: 300 }, 299.5, money)).toBe(
      'To apply this coupon, total item amount should be minimum ৳300',
    );
    expect(couponRefusal({ min_purchase: 300 }, 300, money)).toBeNull();
  });
  it('a tip is a finite amount of at least 0; take-away carries none', () => {
    expect(tipAmount('25.555')).toBe(25.56);
    expect(tipAmount('')).toBe(0);
    expect(tipAmount('-5')).toBe(0);
    expect(tipAmount('abc')).toBe(0);
    expect(tipAmount(10)).toBe(10);
    expect(tipFor('take_away', 20)).toBe(0);
    expect(tipFor('delivery', 20)).toBe(20);
  });
  it('the payload carries the tip, the coupon code and the schedule; never a tip for take-away', () => {
    const input: OrderInput = {
      page: 'cart',
      orderType: 'delivery',
      paymentMethod: 'cash_on_delivery',
      storeId: 1,
      estimate: 100,
      delivery: { address: 'x', latitude: 1, longitude: 1 },
      guestId: null,
      guestContact: null,
      orderNote: '',
      directItem: null,
      dmTips: 20,
      couponCode: 'GROC10',
      scheduleAt: '2026-11-22 18:30:00',
    };
    expect(orderPayload(input)).toMatchObject({
      dm_tips: 20,
      coupon_code: 'GROC10',
      schedule_at: '2026-11-22 18:30:00',
    });
    expect(orderPayload({ ...input, orderType: 'take_away' }).dm_tips).toBe(0);
    expect(orderPayload({ ...input, couponCode: null, scheduleAt: null })).not.toHaveProperty('coupon_code');
  });
});

describe('offline payment info', () => {
  const method = {
    id: 1,
    method_name: 'bKash',
    method_fields: [{ input_name: 'account_number', input_data: '01700000000' }],
    method_informations: [
      { customer_input: 'transaction_id', customer_placeholder: 'TrxID', is_required: 1 },
      { customer_input: 'sender_number', customer_placeholder: 'Your number', is_required: 0 },
    ],
  };
  it('names the required inputs left empty', () => {
    expect(offlineInfoMissing(method, {})).toEqual(['transaction_id']);
    expect(offlineInfoMissing(method, { transaction_id: '  ' })).toEqual(['transaction_id']);
    expect(offlineInfoMissing(method, { transaction_id: 'TX1' })).toEqual([]);
  });
  it('labels inputs in words', () => {
    expect(inputLabel('transaction_id')).toBe('Transaction Id');
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

  it('carries the preferences, partial payment and a guest account only when chosen', () => {
    expect(orderPayload(base)).not.toHaveProperty('partial_payment');
    expect(orderPayload({ ...base, newAccountPassword: 'secret-pass' })).not.toHaveProperty('create_new_user');
    const payload = orderPayload({
      ...base,
      guestId: '55',
      partialPayment: true,
      newAccountPassword: 'secret-pass',
      preferences: preferenceFields(
        { cutlery: true, deliveryInstruction: 'Leave it at the door', unavailableItemNote: 'Call me to decide' },
        { food: true, delivery: true },
      ),
    });
    expect(payload).toMatchObject({
      cutlery: 1,
      delivery_instruction: 'Leave it at the door',
      unavailable_item_note: 'Call me to decide',
      partial_payment: 1,
      create_new_user: 1,
      password: 'secret-pass',
    });
    // No cutlery question outside food, no rider instruction for take-away.
    const grocery = preferenceFields(
      { cutlery: true, deliveryInstruction: 'Leave it at the door', unavailableItemNote: '' },
      { food: false, delivery: false },
    );
    expect(grocery).toEqual({});
  });

  it('a guest account needs a password of 8 characters; partial payment only while the wallet holds less', () => {
    expect(guestAccountProblem({ create: true, password: 'short' })).toBe(NEW_ACCOUNT_PASSWORD_TOO_SHORT);
    expect(guestAccountProblem({ create: true, password: 'long-enough' })).toBeNull();
    expect(guestAccountProblem({ create: false, password: '' })).toBeNull();
    expect(partialPaymentApplies(true, 100, 300, 'cash_on_delivery')).toBe(true);
    expect(partialPaymentApplies(true, 300, 300, 'cash_on_delivery')).toBe(false);
    expect(partialPaymentApplies(true, 100, 300, 'wallet')).toBe(false);
    expect(partialPaymentApplies(false, 100, 300, 'cash_on_delivery')).toBe(false);
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

  it('buy now sends the one item as the cart; a digital payment carries no card (it is typed at the provider)', () => {
    const item = { model: 'Item' as const, item_id: 3, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] };
    const payload = orderPayload({ ...base, directItem: item, paymentMethod: 'digital_payment' });
    expect(payload).toMatchObject({ is_buy_now: 1, cart: [item], payment_method: 'digital_payment' });
    expect(payload).not.toHaveProperty('test_card');
  });
});

it('names what is missing before placing', () => {
  const delivery = { address: 'x', latitude: 1, longitude: 1 };
  expect(missingBeforePlacing({ signedIn: false, orderType: 'delivery', guestContact: null, delivery })).toBe(
    CONTACT_INFO_REQUIRED,
  );
  expect(missingBeforePlacing({ signedIn: true, orderType: 'delivery', guestContact: null, delivery: null })).toBe(
    'Please add your delivery address',
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

it('Save this Address: the typed street, house and floor go to the saved address; nothing new, no update', () => {
  const saved = {
    id: 4,
    address: 'Gulshan Avenue',
    address_type: 'home',
    contact_person_name: 'Demo Customer',
    contact_person_number: '+8801700000000',
    latitude: 23.79,
    longitude: 90.41,
    road: '12',
    house: null,
    floor: null,
    zone_ids: [1],
  } as unknown as Address;
  expect(addressWithExtra(saved, { road: '', house: ' 7B ', floor: '3' })).toEqual({
    address: 'Gulshan Avenue',
    address_type: 'home',
    contact_person_name: 'Demo Customer',
    contact_person_number: '+8801700000000',
    latitude: 23.79,
    longitude: 90.41,
    road: '12',
    house: '7B',
    floor: '3',
  });
  expect(addressWithExtra(saved, { road: '12', house: '', floor: '' })).toBeNull();
});

describe("cash on delivery's maximum amount", () => {
  it('refuses cash on delivery above the zone maximum with the spec text', () => {
    expect(cashOnDeliveryRefusal('cash_on_delivery', 10_001, 10_000)).toBe(
      'The total amount of the order, exceeds maximum amount of the cash on delivery method',
    );
    expect(cashOnDeliveryRefusal('cash_on_delivery', 10_000, 10_000)).toBeNull();
    expect(cashOnDeliveryRefusal('digital_payment', 50_000, 10_000)).toBeNull();
    expect(cashOnDeliveryRefusal('cash_on_delivery', 50_000, null)).toBeNull();
  });

  it("takes the store zone's maximum from the zone lookup, else the lowest given", () => {
    const zones = [
      { id: 1, max_cod_order_amount: 10_000 },
      { id: 3, max_cod_order_amount: 2_000 },
      { id: 4, max_cod_order_amount: null },
    ];
    expect(codLimitOf(zones, 1)).toBe(10_000);
    expect(codLimitOf(zones, 4)).toBeNull();
    expect(codLimitOf(zones, 9)).toBe(2_000);
    expect(codLimitOf([{ id: 1 }], 1)).toBeNull();
  });
});

describe("a guest's delivery address", () => {
  const contact = {
    contact_person_name: 'Nadia',
    contact_person_number: '+8801711556677',
    contact_person_email: 'nadia@example.com',
    house: '12',
  };
  const stored = { lat: 23.79, lng: 90.41 };

  it('is the stored delivery location until the guest enters one', () => {
    expect(guestDelivery(contact, stored, 'Gulshan Avenue')).toMatchObject({
      address: 'Gulshan Avenue',
      latitude: 23.79,
      house: '12',
    });
    expect(guestDelivery(contact, null, null)).toBeNull();
  });

  it('is the address entered in the modal, kept on the client with the contact', () => {
    const entered = guestContactWithAddress(contact, {
      address: 'Road 27, Dhanmondi',
      address_type: 'office',
      latitude: 23.75,
      longitude: 90.37,
      contact_person_name: 'Nadia Islam',
      contact_person_number: '+8801711556688',
      floor: '3',
    });
    expect(entered).toMatchObject({
      contact_person_name: 'Nadia Islam',
      contact_person_number: '+8801711556688',
      contact_person_email: 'nadia@example.com',
      floor: '3',
    });
    expect(guestDelivery(entered, stored, 'Gulshan Avenue')).toEqual({
      address: 'Road 27, Dhanmondi',
      latitude: 23.75,
      longitude: 90.37,
      address_type: 'office',
      road: null,
      house: null,
      floor: '3',
    });
  });
});
