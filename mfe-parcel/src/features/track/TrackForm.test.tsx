import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, guestIdAtom, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { TrackForm } from './TrackForm';

jest.spyOn(toast, 'error').mockImplementation(() => 'error');
jest.spyOn(toast, 'close').mockImplementation(() => undefined);

const order = {
  id: 100020,
  user_id: null,
  is_guest: true,
  order_amount: 75,
  coupon_code: null,
  coupon_discount_amount: 0,
  store_discount_amount: 0,
  total_tax_amount: 0,
  delivery_charge: 75,
  dm_tips: 0,
  payment_status: 'unpaid',
  payment_method: 'cash_on_delivery',
  order_status: 'confirmed',
  order_type: 'parcel',
  store_id: null,
  zone_id: 1,
  module_id: 5,
  module_type: 'parcel',
  delivery_address: {
    contact_person_name: 'Sam',
    contact_person_number: '+8801711111111',
    address: 'Gulshan Avenue',
    latitude: '23.79',
    longitude: '90.40',
  },
  receiver_details: {
    contact_person_name: 'Rita',
    contact_person_number: '+8801722222222',
    address: 'Dhanmondi Road 27',
    latitude: '23.75',
    longitude: '90.37',
  },
  schedule_at: null,
  scheduled: 0,
  prescription_order: false,
  order_attachment_full_url: [],
  cancellation_reason: null,
  details_count: 0,
  store: null,
  delivery_man: null,
  pending: '2026-01-01T10:00:00Z',
  confirmed: '2026-01-01T10:01:00Z',
  picked_up: null,
  delivered: null,
  canceled: null,
  failed: null,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:01:00Z',
};

beforeEach(() => {
  appStore.set(tokenAtom, null);
  appStore.set(guestIdAtom, 'guest-1');
  jest.mocked(toast.error).mockClear();
  jest.mocked(toast.close).mockClear();
});

it("says 'Need a order id' for an empty id", async () => {
  const calls = fakeApi({});
  renderPart(<TrackForm />);
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(toast.error).toHaveBeenCalledWith('Need a order id');
  expect(calls).toEqual([]);
});

it("says 'Need a contact number' when signed out without a phone", async () => {
  fakeApi({});
  renderPart(<TrackForm />);
  await userEvent.type(screen.getByLabelText('Order ID'), '100020');
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(toast.error).toHaveBeenCalledWith('Need a contact number');
});

it('tracks with the phone as typed, in its local form, and shows the status', async () => {
  const sent: Record<string, unknown>[] = [];
  fakeApi({
    'GET /customer/order/track': (params) => {
      sent.push(params);
      return { data: order };
    },
  });
  renderPart(<TrackForm />);
  await userEvent.type(screen.getByLabelText('Order ID'), '100020');
  await userEvent.type(screen.getByLabelText('Phone'), '01711111111');
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(await screen.findByRole('heading', { name: 'Order #100020' })).toBeInTheDocument();
  expect(screen.getByText('Order Confirmed', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByLabelText('Phone')).toHaveValue('01711111111');
  expect(sent[0]).toMatchObject({ contact_number: '01711111111' });
  await waitFor(() => expect(toast.error).not.toHaveBeenCalled());
});

it('shows Order not found for an unknown order', async () => {
  fakeApi({
    'GET /customer/order/track': () => ({
      status: 404,
      data: { errors: [{ code: 'order', message: 'Order not found' }] },
    }),
  });
  renderPart(<TrackForm />);
  await userEvent.type(screen.getByLabelText('Order ID'), '1');
  await userEvent.type(screen.getByLabelText('Phone'), '+8801711111111');
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
});

it('takes a whole number for the order id, and clears its warnings once a search goes through', async () => {
  fakeApi({ 'GET /customer/order/track': () => ({ data: order }) });
  renderPart(<TrackForm />);
  await userEvent.type(screen.getByLabelText('Order ID'), 'abc');
  await userEvent.type(screen.getByLabelText('Phone'), '01711111111');
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(toast.error).toHaveBeenCalledWith('Need a order id');
  await userEvent.clear(screen.getByLabelText('Order ID'));
  await userEvent.type(screen.getByLabelText('Order ID'), '#100020');
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(await screen.findByRole('heading', { name: 'Order #100020' })).toBeInTheDocument();
  expect(toast.close).toHaveBeenCalledWith('Need a order id');
  expect(toast.close).toHaveBeenCalledWith('Need a contact number');
  expect(toast.error).toHaveBeenCalledTimes(1);
});
