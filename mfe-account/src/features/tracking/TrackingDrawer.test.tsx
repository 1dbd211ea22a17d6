import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { orderFixture } from '../../test-fixtures';
import { TrackingDrawer } from './TrackingDrawer';
import { trackingDrawer } from './tracking-store';

afterEach(() => act(() => trackingDrawer.close()));

it('shows the order, the markers, sender and receiver, the timeline and the delivery man', async () => {
  fakeApi({
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
  expect(within(drawer).getByText('Rafi Ahmed')).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'Open directions' })).toHaveAttribute(
    'href',
    expect.stringContaining('https://www.google.com/maps/dir/'),
  );
});

it("shows 'Order not found' when the track call answers 404", async () => {
  fakeApi({});
  renderPart(<TrackingDrawer />);
  act(() => trackingDrawer.open({ orderId: 1, contactNumber: '+880' }));
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
});
