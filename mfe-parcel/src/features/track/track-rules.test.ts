import { TIMELINE_LABELS, statusLabel, statusText, timelineStep } from './track-rules';

describe('tracking timeline', () => {
  it('maps the four steps', () => {
    expect(['pending', 'confirmed', 'picked_up', 'delivered'].map(timelineStep)).toEqual([1, 2, 3, 4]);
    expect(timelineStep('handover')).toBe(2);
    expect(timelineStep('canceled')).toBe(0);
  });

  it('words a status', () => {
    expect(statusText('picked_up')).toBe('Picked up');
  });

  it('reads the status line from the timeline labels, so both say the same', () => {
    expect(statusLabel('picked_up')).toBe(TIMELINE_LABELS.picked_up);
    expect(statusLabel('picked_up')).toBe('On the Way');
    expect(statusLabel('processing')).toBe('Order Confirmed');
    expect(statusLabel('canceled')).toBe('Canceled');
  });
});
