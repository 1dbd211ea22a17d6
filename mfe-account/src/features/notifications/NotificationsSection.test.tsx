import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { customerFixture } from '../../test-fixtures';
import { NotificationsSection } from './NotificationsSection';
import { readSeenMarker, writeSeenMarker } from './seen-marker';

beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, 'token');
});
afterEach(() => act(() => appStore.set(tokenAtom, null)));

const notification = (id: number, title: string, created_at: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title,
  description: `${title} details`,
  image_full_url: null,
  type: 'general',
  data: { title, description: `${title} details`, order_id: null, conversation_id: null, type: 'general' },
  user_id: null,
  created_at,
  updated_at: created_at,
  ...overrides,
});

const cashback = notification(1, 'Weekend cashback is on', '2026-01-01T10:00:00.000Z');
const stores = notification(2, 'New stores near you', '2026-01-02T10:00:00.000Z');
const delivered = notification(3, 'Order delivered', '2026-01-03T10:00:00.000Z', {
  type: 'order_status',
  user_id: 1,
  data: { title: 'Order delivered', description: '', order_id: 100015, conversation_id: null, type: 'order_status' },
});

function serve(notifications: unknown[]) {
  return fakeApi({
    'GET /customer/notifications': () => ({ data: notifications }),
    'GET /customer/info': () => ({ data: customerFixture({ id: 1 }) }),
  });
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Notifications' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const newOnes = () =>
  screen.queryAllByText('New').map((badge) => badge.closest('li')?.querySelector('h2')?.textContent);

it('lists newest first and marks all as new on the first visit, then remembers them as seen', async () => {
  serve([cashback, delivered, stores]);
  renderPart(<NotificationsSection />);
  expect(screen.getByLabelText('Loading notifications')).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Notifications' });
  expect(titles()).toEqual(['Order delivered', 'New stores near you', 'Weekend cashback is on']);
  expect(await screen.findByText('3 new notifications')).toBeInTheDocument();
  expect(newOnes()).toEqual(['Order delivered', 'New stores near you', 'Weekend cashback is on']);
  expect(readSeenMarker(1)).toEqual({ id: 3, created_at: '2026-01-03T10:00:00.000Z' });
  expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    '/profile?page=my-orders&orderId=100015',
  );
});

it('marks only what arrived since the last visit, for this customer', async () => {
  writeSeenMarker(1, { id: 2, created_at: stores.created_at });
  writeSeenMarker(2, { id: 3, created_at: delivered.created_at });
  serve([delivered, stores, cashback]);
  renderPart(<NotificationsSection />);
  expect(await screen.findByText('1 new notification')).toBeInTheDocument();
  expect(newOnes()).toEqual(['Order delivered']);
});

it('shows nothing as new on the next visit', async () => {
  const calls = serve([delivered, stores]);
  const firstVisit = renderPart(<NotificationsSection />);
  expect(await screen.findByText('2 new notifications')).toBeInTheDocument();
  firstVisit.unmount();

  renderPart(<NotificationsSection />);
  await screen.findByRole('list', { name: 'Notifications' });
  await waitFor(() => expect(calls.filter((call) => call.url === '/customer/info')).toHaveLength(2));
  await act(() => Promise.resolve());
  expect(screen.queryByText('New')).not.toBeInTheDocument();
  expect(screen.queryByText(/new notification/)).not.toBeInTheDocument();
});

it("says 'No notifications' when there are none", async () => {
  serve([]);
  renderPart(<NotificationsSection />);
  expect(await screen.findByText('No notifications')).toBeInTheDocument();
});

it('shows why the list failed and loads it again on Try again', async () => {
  let fail = true;
  fakeApi({
    'GET /customer/notifications': () =>
      fail ? { status: 500, data: { errors: [{ code: 'server', message: 'Database is busy.' }] } } : { data: [stores] },
    'GET /customer/info': () => ({ data: customerFixture({ id: 1 }) }),
  });
  renderPart(<NotificationsSection />);
  expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Database is busy.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('New stores near you')).toBeInTheDocument();
});
