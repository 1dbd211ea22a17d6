import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { lineFixture, orderFixture } from '../../test-fixtures';
import { OrdersSection } from './OrdersSection';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
beforeEach(() => appStore.set(tokenAtom, 'token'));
afterEach(() => appStore.set(tokenAtom, null));

const page = (orders: unknown[], offset: number) => ({ data: { total_size: 1, limit: 10, offset, orders } });

it('lists running orders, asking page 1 with limit 10', async () => {
  const calls = fakeApi({
    'GET /customer/order/running-orders': (params) =>
      params.offset === 1 ? page([orderFixture()], 1) : page([], Number(params.offset)),
  });
  renderPart(<OrdersSection />, { route: '/profile?page=my-orders' });
  expect(await screen.findByRole('button', { name: 'Order #100010, pending' })).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/customer/order/running-orders' });
});

it("opens the order named by ?orderId, shows 3 images plus '+N' and cancels it with a reason", async () => {
  const lines = [1, 2, 3, 4, 5].map((id) => lineFixture(id, `Item ${id}`));
  const calls = fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture() }),
    'GET /customer/order/details': () => ({ data: lines }),
    'GET /customer/order/cancellation-reasons': (params) => {
      expect(params).toEqual({ offset: 1, limit: 10, type: 'customer' });
      return {
        data: {
          total_size: 2,
          data: [
            { id: 1, reason: 'Changed my mind' },
            { id: 2, reason: 'Ordered by mistake' },
          ],
        },
      };
    },
    'PUT /customer/order/cancel': () => ({ data: { message: 'Order canceled successfully' } }),
  });
  renderPart(<OrdersSection />, { route: '/profile?page=my-orders&orderId=100010&from=checkout' });
  expect(await screen.findByRole('heading', { name: 'Order #100010' })).toBeInTheDocument();
  const images = screen.getByRole('list', { name: 'Products' });
  expect(images.querySelectorAll('img')).toHaveLength(3);
  expect(within(images).getByText('+2')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(toast.error).toHaveBeenCalledWith('Please select a reason to cancel the order.');
  await userEvent.click(await within(dialog).findByLabelText('Ordered by mistake'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order canceled successfully'));
  expect(calls.find((call) => call.method === 'PUT')).toEqual({
    method: 'PUT',
    url: '/customer/order/cancel',
    body: { order_id: 100010, reason: 'Ordered by mistake' },
  });
});

it("says 'Order not found' for an order the API does not know", async () => {
  fakeApi({});
  renderPart(<OrdersSection />, { route: '/my-orders?orderId=999' });
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
});

it('fetches the next page only while the last page returned orders', async () => {
  const calls = fakeApi({
    'GET /customer/order/list': (params) =>
      page(params.offset === 1 ? [orderFixture({ order_status: 'delivered' })] : [], 2),
    'GET /customer/order/running-orders': () => page([], 1),
  });
  renderPart(<OrdersSection />, { route: '/my-orders' });
  expect(await screen.findByText('No orders found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('button', { name: 'Order #100010, delivered' })).toBeInTheDocument();
  expect(calls.filter((call) => call.url === '/customer/order/running-orders')).toHaveLength(1);
});

it('shows the running list as it is now after cancelling an order and going back to the orders', async () => {
  let status = 'pending';
  fakeApi({
    'GET /customer/order/running-orders': (params) =>
      page(params.offset === 1 && status === 'pending' ? [orderFixture()] : [], Number(params.offset)),
    'GET /customer/order/track': () => ({ data: orderFixture({ order_status: status }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
    'GET /customer/order/cancellation-reasons': () => ({
      data: { total_size: 1, data: [{ id: 1, reason: 'Changed my mind' }] },
    }),
    'PUT /customer/order/cancel': () => {
      status = 'canceled';
      return { data: { message: 'Order canceled successfully' } };
    },
  });
  // SWR's own de-duplication window, as on the page: going back within it must still reload.
  renderPart(
    <SWRConfig value={{ dedupingInterval: 2000 }}>
      <OrdersSection />
    </SWRConfig>,
    { route: '/my-orders' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Order #100010, pending' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
  await userEvent.click(await within(dialog).findByLabelText('Changed my mind'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order canceled successfully'));
  await userEvent.click((await screen.findAllByRole('button', { name: 'Back to orders' }))[0]!);
  expect(await screen.findByText('No orders found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Order #100010, pending' })).not.toBeInTheDocument();
});
