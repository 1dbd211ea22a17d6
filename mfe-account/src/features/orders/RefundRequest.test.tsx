import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { lineFixture, orderFixture } from '../../test-fixtures';
import { OrderDetails } from './OrderDetails';

jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
beforeEach(() => {
  appStore.set(tokenAtom, 'token');
  // jsdom has no object URLs; the picker shows a preview of each picture.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => appStore.set(tokenAtom, null));

const REASONS = {
  refund_reasons: [
    { id: 1, reason: 'Damaged product' },
    { id: 2, reason: 'Wrong item' },
  ],
};

it('a delivered order’s refund request: a reason, a note and a picture go as one form; the order then says so', async () => {
  let order = orderFixture({ order_status: 'delivered' });
  const calls = fakeApi({
    'GET /customer/order/track': () => ({ data: order }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
    'GET /customer/order/refund-reasons': () => ({ data: REASONS }),
    'POST /customer/order/refund-request': () => {
      order = {
        ...order,
        order_status: 'refund_requested',
        refund_request: {
          status: 'pending',
          reason: 'Wrong item',
          note: 'Got tea instead of coffee',
          image_count: 1,
          created_at: '2026-01-01T10:00:00.000Z',
        },
      };
      return { data: { message: 'Refund request placed successfully' } };
    },
  });
  renderPart(<OrderDetails orderId={100010} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Request Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(toast.error).toHaveBeenCalledWith('Please select a reason for the refund.');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong item' }));
  await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Got tea instead of coffee');
  const picture = new File(['png'], 'parcel.png', { type: 'image/png' });
  await userEvent.upload(within(dialog).getByLabelText('Add pictures'), picture);
  expect(within(dialog).getByRole('img', { name: 'Picture 1: parcel.png' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refund request placed successfully'));
  const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
  expect(sent.get('order_id')).toBe('100010');
  expect(sent.get('customer_reason')).toBe('Wrong item');
  expect(sent.get('customer_note')).toBe('Got tea instead of coffee');
  expect((sent.getAll('image[]') as File[]).map((f) => f.name)).toEqual(['parcel.png']);
  expect(await screen.findByTestId('order-refund-request')).toHaveTextContent(
    "Refund requested (Wrong item, 1 picture): waiting for the shop's review.",
  );
  expect(screen.queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
});

it('offers no refund request before delivery, and keeps the choices when sending fails', async () => {
  fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture({ order_status: 'delivered' }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
    'GET /customer/order/refund-reasons': () => ({ data: REASONS }),
    'POST /customer/order/refund-request': () => ({
      status: 422,
      data: { errors: [{ code: 'image', message: 'The image may not be greater than 2 MB.' }] },
    }),
  });
  renderPart(<OrderDetails orderId={100010} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Request Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Damaged product' }));
  await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Crushed');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The image may not be greater than 2 MB.'));
  expect(within(dialog).getByRole('radio', { name: 'Damaged product' })).toBeChecked();
  expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue('Crushed');
});

it('a pending order has no Request Refund', async () => {
  fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture({ order_status: 'pending' }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Item 1')] }),
  });
  renderPart(<OrderDetails orderId={100010} />);
  expect(await screen.findByTestId('order-status')).toHaveTextContent('pending');
  expect(screen.queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
});
