import { TIMELINE_STEPS, directionsUrl, pollInterval, statusLabel, timelineStep } from './timeline';

it('maps the four statuses to their steps and labels', () => {
  expect(TIMELINE_STEPS.map((step) => [step.status, step.label])).toEqual([
    ['pending', 'Order Placed'],
    ['confirmed', 'Order Confirmed'],
    ['picked_up', 'On the Way'],
    ['delivered', 'Delivered'],
  ]);
  expect(['pending', 'confirmed', 'picked_up', 'delivered'].map(timelineStep)).toEqual([1, 2, 3, 4]);
  for (const between of ['accepted', 'processing', 'handover']) expect(timelineStep(between)).toBe(2);
  expect(timelineStep('canceled')).toBe(0);
});

it('polls every 10 s until the order is delivered, then stops', () => {
  expect(pollInterval(undefined)).toBe(10000);
  expect(pollInterval('pending')).toBe(10000);
  expect(pollInterval('picked_up')).toBe(10000);
  expect(pollInterval('delivered')).toBe(0);
  expect(pollInterval('canceled')).toBe(0);
});

it('links to driving directions between two points', () => {
  expect(directionsUrl({ lat: 1, lng: 2 }, { lat: 3, lng: 4 })).toBe(
    'https://www.google.com/maps/dir/?api=1&origin=1,2&destination=3,4&travelmode=driving',
  );
});

it('names a status as the timeline does, so the status line and the steps agree', () => {
  for (const step of TIMELINE_STEPS) expect(statusLabel(step.status)).toBe(step.label);
  expect(statusLabel('picked_up')).toBe('On the Way');
  expect(statusLabel('handover')).toBe('Order Confirmed');
  expect(statusLabel('processing')).toBe('Order Confirmed');
  expect(statusLabel('canceled')).toBe('Canceled');
  expect(statusLabel('refund_requested')).toBe('Refund Requested');
});
