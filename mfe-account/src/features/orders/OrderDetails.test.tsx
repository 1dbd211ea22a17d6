import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import type { Order } from '@storefront/shared/contract/order';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { lineFixture, orderFixture } from '../../test-fixtures';
import { OrderDetails } from './OrderDetails';
import { OrdersSection } from './OrdersSection';

jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
beforeEach(() => appStore.set(tokenAtom, 'token'));
afterEach(() => appStore.set(tokenAtom, null));

const parcelOrder = (overrides: Partial<Order> = {}) =>
  orderFixture({
    order_type: 'parcel',
    module_type: 'parcel',
    store_id: null,
    store: null,
    details_count: 0,
    order_amount: 85,
    delivery_charge: 75,
    additional_charge: 10,
    charge_payer: 'receiver',
    parcel_category: { id: 2, name: 'Documents', image_full_url: null },
    delivery_address: {
      contact_person_name: 'Sam Sender',
      contact_person_number: '+8801711111111',
      address: 'Gulshan Avenue',
      latitude: 23.79,
      longitude: 90.4,
    },
    receiver_details: {
      contact_person_name: 'Rita Receiver',
      contact_person_number: '+8801722222222',
      address: 'Road 27, Dhanmondi',
      latitude: 23.75,
      longitude: 90.37,
    },
    ...overrides,
  });

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

it('follows an open order every 10 s: confirmed, its Cancel goes; once delivered it stops asking', async () => {
  jest.useFakeTimers();
  try {
    const statuses = ['pending', 'confirmed', 'delivered'];
    let served = 0;
    fakeApi({
      'GET /customer/order/track': () => {
        const status = statuses[Math.min(served, statuses.length - 1)]!;
        served += 1;
        return { data: orderFixture({ order_status: status }) };
      },
      'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
    });
    renderPart(<OrderDetails orderId={100010} />);
    const status = await screen.findByTestId('order-status');
    expect(status).toHaveTextContent('pending');
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();

    await advance(9_000);
    expect(served).toBe(1);
    await advance(1_500);
    expect(served).toBe(2);
    expect(status).toHaveTextContent('confirmed');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();

    await advance(10_000);
    expect(status).toHaveTextContent('delivered');
    await advance(60_000);
    expect(served).toBe(3);
  } finally {
    jest.useRealTimers();
  }
});

it('does not poll an order that is already over', async () => {
  jest.useFakeTimers();
  try {
    let served = 0;
    fakeApi({
      'GET /customer/order/track': () => {
        served += 1;
        return { data: orderFixture({ order_status: 'canceled' }) };
      },
      'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
    });
    renderPart(<OrderDetails orderId={100010} />);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('canceled');
    await advance(30_000);
    expect(served).toBe(1);
  } finally {
    jest.useRealTimers();
  }
});

it('closes an open cancel dialog when the order is confirmed meanwhile', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    let status = 'pending';
    fakeApi({
      'GET /customer/order/track': () => ({ data: orderFixture({ order_status: status }) }),
      'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
      'GET /customer/order/cancellation-reasons': () => ({
        data: { total_size: 1, data: [{ id: 1, reason: 'Changed my mind' }] },
      }),
    });
    renderPart(<OrderDetails orderId={100010} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel Order' })).toBeInTheDocument();
    status = 'confirmed';
    await advance(10_500);
    expect(screen.queryByRole('dialog', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('confirmed');
  } finally {
    jest.useRealTimers();
  }
});

it("shows the order's time as Dhaka's wall clock", async () => {
  fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture({ created_at: '2026-01-01T10:00:00.000Z' }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
  });
  renderPart(<OrderDetails orderId={100010} />);
  expect(await screen.findByText('1 Jan 2026, 4:00 PM')).toBeInTheDocument();
});

it("shows a parcel's category, sender, receiver, payer and charge instead of items", async () => {
  fakeApi({
    'GET /customer/order/track': () => ({ data: parcelOrder() }),
    'GET /customer/order/details': () => ({ data: [] }),
  });
  renderPart(<OrderDetails orderId={100010} />);
  expect(await screen.findByTestId('parcel-category')).toHaveTextContent('Documents');
  expect(screen.getByTestId('parcel-payer')).toHaveTextContent('Receiver pays');
  const sender = screen.getByRole('region', { name: 'Sender' });
  for (const text of ['Sam Sender', '+8801711111111', 'Gulshan Avenue'])
    expect(within(sender).getByText(text)).toBeInTheDocument();
  const receiver = screen.getByRole('region', { name: 'Receiver' });
  for (const text of ['Rita Receiver', '+8801722222222', 'Road 27, Dhanmondi'])
    expect(within(receiver).getByText(text)).toBeInTheDocument();
  expect(screen.getByTestId('bill-delivery')).toHaveTextContent('75.00');
  expect(screen.getByTestId('bill-total')).toHaveTextContent('85.00');
  expect(screen.queryByTestId('bill-items')).not.toBeInTheDocument();
  expect(screen.queryByText(/Subtotal/)).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
});

it('lists a parcel by its category and route, not as 0 items', async () => {
  fakeApi({
    'GET /customer/order/running-orders': (params) => ({
      data: {
        total_size: 2,
        limit: 10,
        offset: params.offset,
        orders: params.offset === 1 ? [parcelOrder(), orderFixture({ id: 100011 })] : [],
      },
    }),
  });
  renderPart(<OrdersSection />, { route: '/my-orders' });
  const parcel = await screen.findByRole('button', { name: 'Order #100010, pending' });
  expect(within(parcel).getByTestId('order-summary')).toHaveTextContent(
    'Documents Parcel · Gulshan Avenue → Road 27, Dhanmondi',
  );
  expect(parcel).not.toHaveTextContent('0 items');
  const food = screen.getByRole('button', { name: 'Order #100011, pending' });
  expect(within(food).getByTestId('order-summary')).toHaveTextContent('Burger Barn · 2 items');
  expect(within(food).getByText('1 Jan 2026, 4:00 PM')).toBeInTheDocument();
});

it('says how an order is paid and whether it is, on its page and in the list', async () => {
  const paid = orderFixture({ payment_method: 'digital_payment', payment_status: 'paid' });
  fakeApi({
    'GET /customer/order/track': () => ({ data: paid }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
    'GET /customer/order/running-orders': (params) => ({
      data: { total_size: 1, limit: 10, offset: params.offset, orders: params.offset === 1 ? [paid] : [] },
    }),
  });
  const details = renderPart(<OrderDetails orderId={100010} />);
  expect(await screen.findByTestId('order-payment')).toHaveTextContent('Payment: digital payment, paid');
  details.unmount();
  renderPart(<OrdersSection />, { route: '/my-orders' });
  const row = await screen.findByRole('button', { name: 'Order #100010, pending' });
  expect(within(row).getByTestId('order-payment')).toHaveTextContent('Payment paid');
});

it('says where a cancelled paid order’s money went, how much and when', async () => {
  const refund = { amount: 845, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:05.000Z' };
  let answer = orderFixture({
    order_status: 'canceled',
    payment_method: 'digital_payment',
    payment_status: 'refunded',
    refund: { ...refund, destination: 'card', status: 'pending' },
  });
  fakeApi({
    'GET /customer/order/track': () => ({ data: answer }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
  });
  const pending = renderPart(<OrderDetails orderId={100010} />);
  expect(await screen.findByTestId('order-refund')).toHaveTextContent(
    'A refund of $845.00 to your card is on its way.',
  );
  pending.unmount();
  answer = { ...answer, refund: { ...refund, destination: 'wallet', status: 'succeeded' } };
  renderPart(<OrderDetails orderId={100010} />);
  expect(await screen.findByTestId('order-refund')).toHaveTextContent(
    '$845.00 refunded to your wallet on 1 Jan 2026, 4:00 PM.',
  );
});

it('says nothing of a refund for an order that has none', async () => {
  fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture({ order_status: 'canceled' }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
  });
  renderPart(<OrderDetails orderId={100010} />);
  expect(await screen.findByTestId('order-status')).toHaveTextContent('canceled');
  expect(screen.queryByTestId('order-refund')).not.toBeInTheDocument();
});

it("'Other' as the cancel reason asks for the customer's own words and sends them", async () => {
  let order = orderFixture({ order_status: 'pending' });
  const calls = fakeApi({
    'GET /customer/order/track': () => ({ data: order }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
    'GET /customer/order/cancellation-reasons': () => ({
      data: {
        total_size: 2,
        data: [
          { id: 1, reason: 'Changed my mind' },
          { id: 2, reason: 'Other' },
        ],
      },
    }),
    'PUT /customer/order/cancel': () => {
      order = { ...order, order_status: 'canceled' };
      return { data: { message: 'Order canceled successfully' } };
    },
  });
  renderPart(<OrderDetails orderId={100010} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
  expect(within(dialog).queryByLabelText('Your reason')).not.toBeInTheDocument();
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'Other' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(toast.error).toHaveBeenCalledWith('Please tell us why you are cancelling.');
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);

  await userEvent.type(within(dialog).getByLabelText('Your reason'), 'Ordered for the wrong address');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByTestId('order-status')).toHaveTextContent('canceled');
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
    order_id: 100010,
    reason: 'Other: Ordered for the wrong address',
  });
});

it('shows what was ordered as it was chosen: variations, add-ons, the schedule, the address in full, the instruction and the prescription', async () => {
  const line = {
    ...lineFixture(1, 'Chicken Burger'),
    variation: [{ name: 'Size', values: { label: ['Large'] } }],
    add_ons: [
      { id: 3, name: 'Extra Cheese', price: 25, quantity: 2 },
      { id: 4, name: 'French Fries', price: 60, quantity: 1 },
    ],
  };
  const base = orderFixture();
  fakeApi({
    'GET /customer/order/track': () => ({
      data: orderFixture({
        scheduled: 1,
        schedule_at: '2026-01-02T06:30:00.000Z',
        delivery_instruction: 'Call on arrival',
        delivery_address: { ...base.delivery_address!, house: 'House 14', floor: '3', road: '90' },
        order_attachment_full_url: ['http://api/uploads/order/a.png?sig=1', 'http://api/uploads/order/b.png?sig=2'],
      }),
    }),
    'GET /customer/order/details': () => ({ data: [line] }),
  });
  renderPart(<OrderDetails orderId={100010} />);
  const ordered = (await screen.findByText(/Chicken Burger × 1/)).closest('li');
  expect(ordered).toHaveTextContent('Chicken Burger × 1Size: Large · Extra Cheese (2), French Fries');
  expect(screen.getByTestId('order-schedule')).toHaveTextContent('Scheduled for 2 Jan 2026, 12:30 PM');
  expect(screen.getByTestId('order-deliver-to')).toHaveTextContent('Deliver to: House 14, Floor 3, Street 90,');
  expect(screen.getByText('Delivery instruction: Call on arrival')).toBeInTheDocument();
  expect(within(screen.getByTestId('order-prescription')).getAllByRole('link')).toHaveLength(2);
});

it('a delivered order offers Rate, which opens its review page; a pending one does not', async () => {
  let status = 'delivered';
  fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture({ order_status: status }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
  });
  const delivered = renderPart(<OrderDetails orderId={100010} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Rate' }));
  expect(window.location.pathname).toBe('/rate-and-review/100010');
  delivered.unmount();
  window.history.replaceState(null, '', '/');

  status = 'pending';
  renderPart(<OrderDetails orderId={100010} />);
  expect(await screen.findByTestId('order-status')).toHaveTextContent('pending');
  expect(screen.queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument();
});
