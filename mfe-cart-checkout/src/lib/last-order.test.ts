import { offersCashOnDelivery, readLastOrder, saveLastOrder } from './last-order';

it("offers the switch to cash on delivery only when the order's zone is known to allow it", () => {
  expect(offersCashOnDelivery({ cashOnDelivery: true })).toBe(true);
  expect(offersCashOnDelivery({ cashOnDelivery: false })).toBe(false);
  expect(offersCashOnDelivery(null)).toBe(false);
});

it('the record is of the order just placed only', () => {
  saveLastOrder({ orderId: 7, total: 120, cashOnDelivery: true });
  expect(readLastOrder(7)?.total).toBe(120);
  expect(readLastOrder(8)).toBeNull();
});
