import { NEED_CONTACT, NEED_ORDER_ID, checkTrackForm } from './track-form';

it("needs an order id: 'Need a order id'", () => {
  expect(checkTrackForm({ orderId: '', contact: '+880' }, false)).toEqual({ ok: false, message: NEED_ORDER_ID });
  expect(checkTrackForm({ orderId: 'abc', contact: '+880' }, true)).toEqual({ ok: false, message: 'Need a order id' });
});

it("signed out, needs a phone or email: 'Need a contact number'", () => {
  expect(checkTrackForm({ orderId: '100001', contact: ' ' }, false)).toEqual({ ok: false, message: NEED_CONTACT });
  expect(NEED_CONTACT).toBe('Need a contact number');
});

it('signed in, the order id is enough', () => {
  expect(checkTrackForm({ orderId: '100001', contact: '' }, true)).toEqual({ ok: true, orderId: 100001 });
});

it('sends the phone or email as typed, with no plus put before a local number', () => {
  expect(checkTrackForm({ orderId: '#7', contact: ' 01700 000000 ' }, false)).toEqual({
    ok: true,
    orderId: 7,
    contactNumber: '01700 000000',
  });
  expect(checkTrackForm({ orderId: '7', contact: 'ann@example.com' }, false)).toMatchObject({
    contactNumber: 'ann@example.com',
  });
});
