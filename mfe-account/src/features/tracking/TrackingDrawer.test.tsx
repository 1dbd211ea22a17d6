import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { orderFixture } from '../../test-fixtures';
import { TrackingDrawer } from './TrackingDrawer';
import { trackingDrawer } from '../../lib/tracking-store';
import { DELIVERY_MAN_CHAT_LOGIN_MESSAGE } from '../../lib/chat-rules';

afterEach(() => act(() => trackingDrawer.close()));

it('shows the order, the markers, sender and receiver, the timeline and the delivery man', async () => {
  const calls = fakeApi({
    'GET /config/direction-api': (params) => ({
      data: {
        status: 'OK',
        routes: [
          {
            legs: [{ distance: { value: 500 }, duration: { value: 80 } }],
            points: [
              { lat: params.origin_lat, lng: params.origin_lng },
              { lat: params.destination_lat, lng: params.origin_lng },
              { lat: params.destination_lat, lng: params.destination_lng },
            ],
          },
        ],
      },
    }),
    'GET /customer/order/track': () => ({
      data: orderFixture({
        order_status: 'picked_up',
        confirmed: '2026-01-01T10:01:00.000Z',
        picked_up: '2026-01-01T10:02:00.000Z',
        delivery_man: {
          id: 3,
          f_name: 'Rafi',
          l_name: 'Ahmed',
          phone: '+8801800000003',
          image_full_url: null,
          avg_rating: 4.5,
          lat: 23.793,
          lng: 90.405,
        },
      }),
    }),
  });
  renderPart(<TrackingDrawer />);
  act(() => trackingDrawer.open({ orderId: 100010 }));
  const drawer = await screen.findByRole('dialog', { name: 'Order Tracking' });
  expect(await within(drawer).findByText('Order ID #100010')).toBeInTheDocument();
  for (const marker of ['Store', 'Destination', 'Delivery man'])
    expect(within(drawer).getAllByText(marker).length).toBeGreaterThan(0);
  expect(within(drawer).getByRole('region', { name: 'Sender' })).toHaveTextContent('Burger Barn');
  expect(within(drawer).getByRole('region', { name: 'Receiver' })).toHaveTextContent('Demo Customer');
  const steps = within(drawer).getByRole('list', { name: 'Order status' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-done')),
  ).toEqual(['true', 'true', 'true', 'false']);
  expect(within(steps).getByText('On the Way').closest('li')).toHaveAttribute('aria-current', 'step');
  // The header names the step the timeline marks, and the steps' times are Dhaka's (UTC+6).
  expect(within(drawer).getByTestId('tracking-status')).toHaveTextContent('On the Way');
  expect(within(steps).getByText('Order Confirmed').closest('li')).toHaveTextContent('4:01 PM');
  expect(within(steps).getByText('On the Way').closest('li')).toHaveTextContent('4:02 PM');
  expect(within(drawer).getByText('Rafi Ahmed')).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'Open directions' })).toHaveAttribute(
    'href',
    expect.stringContaining('https://www.google.com/maps/dir/'),
  );
  // The driving route: store → delivery man → door, each leg as the API routes it (3 points a leg).
  await waitFor(() =>
    expect(
      within(drawer).getByTestId('map-route').querySelector('polyline')!.getAttribute('points')!.split(' '),
    ).toHaveLength(5),
  );
  expect(calls.filter((call) => call.url === '/config/direction-api')).toHaveLength(2);
});

it('asks a signed-out customer to sign in before chatting with the delivery man', async () => {
  const error = jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
  fakeApi({
    'GET /customer/order/track': () => ({
      data: orderFixture({
        order_status: 'picked_up',
        delivery_man: {
          id: 3,
          f_name: 'Rafi',
          l_name: 'Ahmed',
          phone: '+8801800000003',
          image_full_url: null,
          avg_rating: 4.5,
          lat: 23.793,
          lng: 90.405,
        },
      }),
    }),
  });
  renderPart(<TrackingDrawer />);
  act(() => trackingDrawer.open({ orderId: 100010, contactNumber: '+8801700000000' }));
  const drawer = await screen.findByRole('dialog', { name: 'Order Tracking' });
  await userEvent.click(await within(drawer).findByRole('link', { name: 'Chat' }));
  expect(error).toHaveBeenCalledWith(DELIVERY_MAN_CHAT_LOGIN_MESSAGE, { id: 'login-required' });
  expect(screen.getByRole('dialog', { name: 'Order Tracking' })).toBeInTheDocument();
  error.mockRestore();
});

it('opens the inbox with the delivery man for a signed-in customer', async () => {
  appStore.set(tokenAtom, 'token');
  fakeApi({
    'GET /customer/order/track': () => ({
      data: orderFixture({
        order_status: 'picked_up',
        delivery_man: {
          id: 3,
          f_name: 'Rafi',
          l_name: 'Ahmed',
          phone: '+8801800000003',
          image_full_url: null,
          avg_rating: 4.5,
          lat: 23.793,
          lng: 90.405,
        },
      }),
    }),
  });
  renderPart(<TrackingDrawer />);
  act(() => trackingDrawer.open({ orderId: 100010 }));
  const drawer = await screen.findByRole('dialog', { name: 'Order Tracking' });
  await userEvent.click(await within(drawer).findByRole('link', { name: 'Chat' }));
  expect(window.location.pathname + window.location.search).toBe(
    '/profile?page=inbox&type=delivery_man&id=3&routeName=delivery_man_id&chatFrom=true',
  );
  expect(screen.queryByRole('dialog', { name: 'Order Tracking' })).toBeNull();
  appStore.set(tokenAtom, null);
  window.history.pushState(null, '', '/');
});

it('re-fetches every 10 s while the order moves and stops once it is delivered', async () => {
  jest.useFakeTimers();
  try {
    const answers = ['confirmed', 'picked_up', 'delivered'];
    let served = 0;
    fakeApi({
      'GET /customer/order/track': () => {
        const status = answers[Math.min(served, answers.length - 1)]!;
        served += 1;
        return { data: orderFixture({ order_status: status }) };
      },
    });
    renderPart(<TrackingDrawer />);
    act(() => trackingDrawer.open({ orderId: 100010 }));
    const status = await screen.findByTestId('tracking-status');
    expect(status).toHaveTextContent('Order Confirmed');
    expect(served).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_000);
    });
    expect(served).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_500);
    });
    expect(served).toBe(2);
    expect(status).toHaveTextContent('On the Way');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(served).toBe(3);
    expect(status).toHaveTextContent('Delivered');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(served).toBe(3);
  } finally {
    jest.useRealTimers();
  }
});

it("shows 'Order not found' when the track call answers 404", async () => {
  fakeApi({});
  renderPart(<TrackingDrawer />);
  act(() => trackingDrawer.open({ orderId: 1, contactNumber: '+880' }));
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
});
