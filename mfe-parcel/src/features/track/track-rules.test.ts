import { NEED_CONTACT_NUMBER, NEED_ORDER_ID, checkTrackForm, statusText, timelineStep } from './track-rules';

describe('parcel track form', () => {
  it('needs an order id', () => {
    expect(checkTrackForm({ orderId: '  ', phone: '+8801700000000' }, false)).toEqual({
      ok: false,
      message: 'Need a order id',
    });
    expect(NEED_ORDER_ID).toBe('Need a order id');
  });

  it('needs a contact number when signed out', () => {
    expect(checkTrackForm({ orderId: '100001', phone: ' ' }, false)).toEqual({
      ok: false,
      message: 'Need a contact number',
    });
    expect(NEED_CONTACT_NUMBER).toBe('Need a contact number');
  });

  it('does not need a phone when signed in', () => {
    expect(checkTrackForm({ orderId: '100001', phone: '' }, true)).toEqual({ ok: true, orderId: '100001', phone: '' });
  });

  it('sends the phone as typed: the local form gets no plus put before it', () => {
    expect(checkTrackForm({ orderId: ' 7 ', phone: ' 01700000000 ' }, false)).toEqual({
      ok: true,
      orderId: '7',
      phone: '01700000000',
    });
  });
});

describe('tracking timeline', () => {
  it('maps the four steps', () => {
    expect(['pending', 'confirmed', 'picked_up', 'delivered'].map(timelineStep)).toEqual([1, 2, 3, 4]);
    expect(timelineStep('handover')).toBe(2);
    expect(timelineStep('canceled')).toBe(0);
  });

  it('words a status', () => {
    expect(statusText('picked_up')).toBe('Picked up');
  });
});
