import { checkTrackForm, trackFormFromQuery, trackOrderPath } from './track-order';

describe('the track form', () => {
  it("needs an order id, a whole number: 'Need a order id'", () => {
    for (const orderId of ['', '  ', 'abc', '12a', '1.5', '-3', '0', '#'])
      expect(checkTrackForm({ orderId, contact: '+8801700000000' }, false)).toEqual({
        ok: false,
        message: 'Need a order id',
      });
  });

  it("signed out, needs a phone or email: 'Need a contact number'", () => {
    expect(checkTrackForm({ orderId: '100001', contact: ' ' }, false)).toEqual({
      ok: false,
      message: 'Need a contact number',
    });
  });

  it('checks the order id before the contact', () => {
    expect(checkTrackForm({ orderId: '', contact: '' }, false)).toEqual({ ok: false, message: 'Need a order id' });
  });

  it('signed in, the order id is enough', () => {
    expect(checkTrackForm({ orderId: '100001', contact: '' }, true)).toEqual({
      ok: true,
      orderId: 100001,
      contact: '',
    });
  });

  it("takes the id as the order pages print it ('#7') and the contact as typed, trimmed", () => {
    expect(checkTrackForm({ orderId: ' #7 ', contact: ' 01700 000000 ' }, false)).toEqual({
      ok: true,
      orderId: 7,
      contact: '01700 000000',
    });
    expect(checkTrackForm({ orderId: '7', contact: 'ann@example.com' }, false)).toMatchObject({
      contact: 'ann@example.com',
    });
  });
});

describe('the link to /track-order', () => {
  it('carries the order id and the phone, and reads back as the form', () => {
    const path = trackOrderPath(100042, '+8801711111111');
    expect(path).toBe('/track-order?order_id=100042&phone=%2B8801711111111');
    const query = new URLSearchParams(path.split('?')[1]);
    expect(trackFormFromQuery(query)).toEqual({ orderId: '100042', contact: '+8801711111111' });
  });

  it('leaves the phone out when the page does not know it', () => {
    expect(trackOrderPath(5)).toBe('/track-order?order_id=5');
    expect(trackOrderPath(5, ' ')).toBe('/track-order?order_id=5');
    expect(trackFormFromQuery(new URLSearchParams(''))).toEqual({ orderId: '', contact: '' });
  });
});
