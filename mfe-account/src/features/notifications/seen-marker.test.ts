import { NOTIFICATIONS_SEEN_KEY, isUnread, newestFirst, readSeenMarker, writeSeenMarker } from './seen-marker';

beforeEach(() => localStorage.clear());

const at = (id: number, created_at: string) => ({ id, created_at });

it('orders newest first by time, then by id', () => {
  const list = [at(1, '2026-01-01T10:00:00Z'), at(3, '2026-01-02T10:00:00Z'), at(2, '2026-01-02T10:00:00Z')];
  expect(newestFirst(list).map((entry) => entry.id)).toEqual([3, 2, 1]);
});

it('counts as unread what is newer than the marker, and everything without one', () => {
  const seen = at(2, '2026-01-02T10:00:00Z');
  expect(isUnread(at(3, '2026-01-03T10:00:00Z'), seen)).toBe(true);
  expect(isUnread(at(5, '2026-01-02T10:00:00Z'), seen)).toBe(true);
  expect(isUnread(at(2, '2026-01-02T10:00:00Z'), seen)).toBe(false);
  expect(isUnread(at(1, '2026-01-01T10:00:00Z'), seen)).toBe(false);
  expect(isUnread(at(1, '2026-01-01T10:00:00Z'), null)).toBe(true);
});

it('keeps one marker per customer and ignores unreadable storage', () => {
  writeSeenMarker(7, at(4, '2026-01-04T10:00:00Z'));
  writeSeenMarker(8, at(2, '2026-01-02T10:00:00Z'));
  expect(readSeenMarker(7)).toEqual(at(4, '2026-01-04T10:00:00Z'));
  expect(readSeenMarker(8)).toEqual(at(2, '2026-01-02T10:00:00Z'));
  expect(readSeenMarker(9)).toBeNull();
  localStorage.setItem(NOTIFICATIONS_SEEN_KEY, 'not json');
  expect(readSeenMarker(7)).toBeNull();
  localStorage.setItem(NOTIFICATIONS_SEEN_KEY, JSON.stringify({ 7: { id: 'x' } }));
  expect(readSeenMarker(7)).toBeNull();
});
