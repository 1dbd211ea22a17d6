import {
  chargesOf,
  parcelDeliveryCharge,
  parcelOrderBody,
  paymentMethodsFor,
  validateDeliveryInfo,
  type DeliveryInfoValues,
} from './delivery-rules';

const filled: DeliveryInfoValues = {
  senderName: 'Sam Sender',
  senderPhone: '+8801711111111',
  senderEmail: '',
  senderAddress: 'Gulshan Avenue',
  senderLat: 23.7925,
  senderLng: 90.4078,
  receiverName: 'Rita Receiver',
  receiverPhone: '+8801722222222',
  receiverAddress: 'Dhanmondi Road 27',
  receiverLat: 23.7561,
  receiverLng: 90.3737,
  chargePayer: 'sender',
  paymentMethod: 'cash_on_delivery',
  instruction: '',
};

describe('parcel delivery info validation', () => {
  it('accepts a filled form', () => {
    expect(validateDeliveryInfo(filled)).toEqual({});
  });

  it('needs a name, a phone and an address for both parties', () => {
    const errors = validateDeliveryInfo({
      ...filled,
      senderName: ' ',
      senderPhone: '+880',
      senderAddress: '',
      senderLat: null,
      senderLng: null,
      receiverName: '',
      receiverPhone: '',
      receiverAddress: 'Somewhere',
      receiverLat: null,
      receiverLng: null,
    });
    expect(errors).toEqual({
      senderName: 'Name is required',
      senderPhone: 'Phone Number is required',
      senderAddress: 'Address is required',
      receiverName: 'Name is required',
      receiverPhone: 'Phone Number is required',
      receiverAddress: 'Address is required',
    });
  });
});

describe('parcel delivery charge', () => {
  const config = { parcel_per_km_shipping_charge: 15, parcel_minimum_shipping_charge: 60 };

  it("uses the category's charges before the configuration's", () => {
    expect(chargesOf({ parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null }, config)).toEqual({
      perKm: 15,
      minimum: 60,
    });
    expect(chargesOf({ parcel_per_km_shipping_charge: 20, parcel_minimum_shipping_charge: 80 }, config)).toEqual({
      perKm: 20,
      minimum: 80,
    });
  });

  it('is the distance times the per-km charge, at least the minimum', () => {
    expect(parcelDeliveryCharge(2, { perKm: 15, minimum: 60 })).toBe(60);
    expect(parcelDeliveryCharge(5.123, { perKm: 15, minimum: 60 })).toBe(76.85);
  });
});

describe('parcel payment methods', () => {
  it('offers cash on delivery only when the receiver pays', () => {
    const config = { cash_on_delivery: true, digital_payment: true };
    expect(paymentMethodsFor('sender', config)).toEqual(['cash_on_delivery', 'digital_payment']);
    expect(paymentMethodsFor('receiver', config)).toEqual(['cash_on_delivery']);
    expect(paymentMethodsFor('sender', { cash_on_delivery: false, digital_payment: true })).toEqual([
      'digital_payment',
    ]);
  });
});

describe('parcel order body', () => {
  it('is a parcel order without a store, with the receiver and who pays', () => {
    const body = parcelOrderBody({ values: filled, categoryId: 3, distanceKm: 5.12345, charge: 76.85, guestId: null });
    expect(body).toMatchObject({
      order_type: 'parcel',
      parcel_category_id: 3,
      charge_payer: 'sender',
      payment_method: 'cash_on_delivery',
      address: 'Gulshan Avenue',
      latitude: 23.7925,
      longitude: 90.4078,
      distance: 5.123,
      receiver_details: {
        contact_person_name: 'Rita Receiver',
        contact_person_number: '+8801722222222',
        address: 'Dhanmondi Road 27',
        latitude: 23.7561,
        longitude: 90.3737,
      },
    });
    expect(body).not.toHaveProperty('store_id');
    expect(body).not.toHaveProperty('guest_id');
  });

  it('carries the guest id and contact fields for guests', () => {
    const body = parcelOrderBody({
      values: { ...filled, senderEmail: 'sam@example.com', instruction: 'Fragile' },
      categoryId: 1,
      distanceKm: 1,
      charge: 60,
      guestId: 'g-1',
    });
    expect(body).toMatchObject({
      guest_id: 'g-1',
      contact_person_name: 'Sam Sender',
      contact_person_number: '+8801711111111',
      contact_person_email: 'sam@example.com',
      delivery_instruction: 'Fragile',
    });
  });
});
