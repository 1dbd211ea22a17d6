import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { checkoutNeedsPrescription, multipartForm, needsPrescription, prescriptionFields } from './prescription';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('prescription images', () => {
  it('are requested when an item requires a prescription and the store takes prescription orders', () => {
    const rx = makeLine({}, { is_prescription_required: 1 });
    const plain = makeLine({}, { is_prescription_required: 0 });
    expect(needsPrescription([plain, rx], { prescription_order: true })).toBe(true);
    expect(needsPrescription([plain, rx], undefined)).toBe(true);
    expect(needsPrescription([plain], { prescription_order: true })).toBe(false);
    expect(needsPrescription([rx], { prescription_order: false })).toBe(false);
  });
});

describe('a checkout asks for a prescription', () => {
  const rx = makeLine({}, { is_prescription_required: 1 });
  const plain = makeLine({}, { is_prescription_required: 0 });
  const pharmacy = { prescription_order: true };

  it('for a Buy now or campaign item that needs one, whatever the cart holds', () => {
    expect(checkoutNeedsPrescription('buy_now', { item: rx.item }, [], pharmacy)).toBe(true);
    expect(checkoutNeedsPrescription('campaign', { item: rx.item }, [plain], pharmacy)).toBe(true);
    expect(checkoutNeedsPrescription('buy_now', { item: plain.item }, [rx], pharmacy)).toBe(false);
    expect(checkoutNeedsPrescription('buy_now', { item: rx.item }, [], { prescription_order: false })).toBe(false);
  });

  it('for a cart holding such an item, and always for a prescription order', () => {
    expect(checkoutNeedsPrescription('cart', null, [plain, rx], pharmacy)).toBe(true);
    expect(checkoutNeedsPrescription('cart', null, [plain], pharmacy)).toBe(false);
    expect(checkoutNeedsPrescription('prescription', null, [], pharmacy)).toBe(true);
  });
});

describe('the multipart form', () => {
  it('holds the text fields, lists as JSON and the images as order_attachment[]', () => {
    const form = multipartForm(
      { store_id: 3, address: 'Gulshan Avenue', latitude: 23.79, dm_tips: 0, cart: [{ item_id: 1 }], note: undefined },
      [image('a.png'), image('b.png')],
    );
    expect(form.get('store_id')).toBe('3');
    expect(form.get('latitude')).toBe('23.79');
    expect(form.get('dm_tips')).toBe('0');
    expect(form.get('cart')).toBe('[{"item_id":1}]');
    expect(form.has('note')).toBe(false);
    expect(form.getAll('order_attachment[]')).toHaveLength(2);
  });
});

it('the prescription form takes the spec fields of the order and nothing else', () => {
  expect(
    prescriptionFields({
      store_id: 26,
      distance: 1.5,
      address: 'Gulshan Avenue',
      latitude: 23.79,
      longitude: 90.41,
      order_note: 'Generic is fine',
      guest_id: '55',
      contact_person_name: 'Rumi',
      contact_person_number: '+8801711111111',
      dm_tips: 10,
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      order_amount: 0,
      coupon_code: 'PHAR10',
      cart: [],
    }),
  ).toEqual({
    store_id: 26,
    distance: 1.5,
    address: 'Gulshan Avenue',
    latitude: 23.79,
    longitude: 90.41,
    order_note: 'Generic is fine',
    guest_id: '55',
    contact_person_name: 'Rumi',
    contact_person_number: '+8801711111111',
    dm_tips: 10,
    order_type: 'delivery',
    payment_method: 'cash_on_delivery',
  });
});
