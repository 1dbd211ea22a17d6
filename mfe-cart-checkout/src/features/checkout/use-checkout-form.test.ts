import { COD_LIMIT_MESSAGE, PAYMENT_INFO_NEEDED } from './checkout-rules';
import { PRESCRIPTION_REQUIRED_MESSAGE } from './prescription';
import { SCHEDULE_REQUIRED_MESSAGE } from './schedule-rules';
import { placingRefusal, type PlacingCheck } from './use-checkout-form';

const ready: PlacingCheck = {
  method: 'cash_on_delivery',
  prescriptionNeeded: false,
  prescriptionCount: 0,
  scheduling: false,
  scheduleAt: null,
  total: 500,
  codLimit: 1000,
  offlineInfo: null,
};

it('an order with everything in place goes', () => {
  expect(placingRefusal(ready)).toBeNull();
  expect(placingRefusal({ ...ready, prescriptionNeeded: true, prescriptionCount: 1 })).toBeNull();
  expect(placingRefusal({ ...ready, scheduling: true, scheduleAt: '2025-06-04 18:30:00' })).toBeNull();
  expect(placingRefusal({ ...ready, total: 1000 })).toBeNull();
  expect(placingRefusal({ ...ready, total: 5000, codLimit: null })).toBeNull();
  expect(
    placingRefusal({ ...ready, method: 'offline_payment', offlineInfo: { methodId: 1, fields: {}, note: '' } }),
  ).toBeNull();
});

it('each missing piece holds the order with its message', () => {
  expect(placingRefusal({ ...ready, prescriptionNeeded: true })).toBe(PRESCRIPTION_REQUIRED_MESSAGE);
  expect(placingRefusal({ ...ready, scheduling: true })).toBe(SCHEDULE_REQUIRED_MESSAGE);
  expect(placingRefusal({ ...ready, total: 1000.01 })).toBe(COD_LIMIT_MESSAGE);
  expect(placingRefusal({ ...ready, method: 'digital_payment', total: 5000 })).toBeNull();
  expect(placingRefusal({ ...ready, method: 'offline_payment' })).toBe(PAYMENT_INFO_NEEDED);
});

it('the customer hears of the first problem on the page: prescription, then time, then payment', () => {
  const everything: PlacingCheck = {
    ...ready,
    method: 'offline_payment',
    prescriptionNeeded: true,
    scheduling: true,
  };
  expect(placingRefusal(everything)).toBe(PRESCRIPTION_REQUIRED_MESSAGE);
  expect(placingRefusal({ ...everything, prescriptionCount: 2 })).toBe(SCHEDULE_REQUIRED_MESSAGE);
  expect(placingRefusal({ ...everything, prescriptionCount: 2, scheduleAt: '2025-06-04 18:30:00' })).toBe(
    PAYMENT_INFO_NEEDED,
  );
  expect(placingRefusal({ ...ready, scheduling: true, total: 5000 })).toBe(SCHEDULE_REQUIRED_MESSAGE);
});
