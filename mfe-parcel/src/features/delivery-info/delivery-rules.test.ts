import {
  parcelQuotePayload,
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

describe('the parcel quote', () => {
  it('carries the route, category and payer, never the names typed', () => {
    const payload = parcelQuotePayload(filled, 2, '55');
    expect(payload).toMatchObject({
      order_type: 'parcel',
      parcel_category_id: 2,
      latitude: 23.7925,
      receiver_details: { latitude: 23.7561, longitude: 90.3737 },
      guest_id: '55',
    });
    expect(JSON.stringify(payload)).not.toMatch(/Sam|Rita|8801/);
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
