import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, currentLatLngAtom, guestIdAtom, locationAtom, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { saveSelectedCategory } from '../features/categories/selected-category';
import { CHOOSE_CATEGORY_FIRST, ParcelDeliveryInfoPage } from './ParcelDeliveryInfoPage';

// The page reads a few fields of the configuration, whose own contract is tested in shared.
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  useConfig: () => ({ data: mockConfig }),
}));

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'error');

const category = {
  id: 2,
  name: 'Small Package',
  description: 'Boxes up to 5 kg',
  image_full_url: null,
  module_id: 5,
  parcel_per_km_shipping_charge: null,
  parcel_minimum_shipping_charge: null,
};

const mockConfig = {
  parcel_per_km_shipping_charge: 15,
  parcel_minimum_shipping_charge: 60,
  cash_on_delivery: true,
  digital_payment: true,
  country: 'BD',
  country_picker_status: 1,
  default_location: { lat: 23.7925, lng: 90.4078 },
  digit_after_decimal_point: 2,
  currency_symbol: '৳',
  currency_symbol_direction: 'left',
};

beforeEach(() => {
  sessionStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(guestIdAtom, 'guest-7');
  appStore.set(locationAtom, 'Gulshan Avenue');
  appStore.set(currentLatLngAtom, { lat: 23.7925, lng: 90.4078 });
});

function routes(extra: Record<string, () => { data: unknown; status?: number }> = {}) {
  return fakeApi({
    'GET /customer/order/parcel-instructions': () => ({
      data: { total_size: 1, limit: 50, offset: 1, data: [{ id: 1, instruction: 'Handle with care' }] },
    }),
    'GET /config/geocode-api': () => ({ data: { status: 'OK', results: [{ formatted_address: 'Banani Road 11' }] } }),
    'GET /config/distance-api': () => ({
      data: {
        status: 'OK',
        rows: [
          { elements: [{ status: 'OK', distance: { text: '6 km', value: 6000 }, duration: { text: '', value: 600 } }] },
        ],
      },
    }),
    ...extra,
  });
}

it('asks for a category when none was chosen', () => {
  routes();
  renderPart(<ParcelDeliveryInfoPage />, { route: '/parcel-delivery-info' });
  expect(screen.getByText(CHOOSE_CATEGORY_FIRST)).toBeInTheDocument();
});

it('names every missing field and sends nothing', async () => {
  saveSelectedCategory(category);
  const calls = routes();
  renderPart(<ParcelDeliveryInfoPage />, { route: '/parcel-delivery-info' });
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findAllByText('Name is required')).toHaveLength(2);
  expect(screen.getAllByText('Phone Number is required')).toHaveLength(2);
  expect(screen.getByText('Address is required')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

// A long flow of typing: more time than jest's default when the machine is busy.
it('places a guest parcel order with the receiver, who pays and the instruction, then offers tracking', async () => {
  saveSelectedCategory(category);
  const calls = routes({
    'POST /customer/order/place': () => ({
      data: { message: 'Order placed successfully', order_id: 100050, total_ammount: 100 },
    }),
    // The API prices the parcel: its distance charge and the service charge.
    'POST /customer/order/quote': () => ({
      data: {
        item_total: 0,
        add_on_total: 0,
        discount_on_items: 0,
        subtotal: 0,
        coupon_discount: 0,
        coupon_title: null,
        tax: 0,
        original_delivery_charge: 90,
        delivery_charge: 90,
        additional_charge: 10,
        dm_tips: 0,
        total: 100,
      },
    }),
  });
  renderPart(<ParcelDeliveryInfoPage />, { route: '/parcel-delivery-info' });
  await userEvent.type(screen.getByLabelText('Sender Name'), 'Sam Sender');
  await userEvent.type(screen.getByLabelText('Sender Phone'), '1711111111');
  await userEvent.type(screen.getByLabelText('Receiver Name'), 'Rita Receiver');
  await userEvent.type(screen.getByLabelText('Receiver Phone'), '1722222222');
  await userEvent.click(await screen.findByRole('radio', { name: 'Handle with care' }));

  await userEvent.click(screen.getByRole('button', { name: 'Choose delivery address' }));
  const pick = await screen.findByRole('button', { name: 'Pick Locations' });
  await waitFor(() => expect(pick).toBeEnabled());
  await userEvent.click(pick);
  expect(toast.success).toHaveBeenCalledWith('New location has been set.');
  expect(screen.getByTestId('receiver-address')).toHaveTextContent('Banani Road 11');
  expect(await screen.findByTestId('bill-delivery')).toHaveTextContent('৳90.00');
  expect(screen.getByTestId('bill-service')).toHaveTextContent('৳10.00');
  expect(screen.getByTestId('bill-total')).toHaveTextContent('৳100.00');
  const quoted = calls.find((call) => call.url === '/customer/order/quote');
  expect(quoted?.body).toMatchObject({ order_type: 'parcel', parcel_category_id: 2, guest_id: 'guest-7' });

  await userEvent.click(screen.getByRole('radio', { name: 'Receiver' }));
  expect(screen.queryByRole('radio', { name: 'Digital payment' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

  expect(await screen.findByText('#100050')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Track Order' })).toBeInTheDocument();
  const placed = calls.find((call) => call.method === 'POST' && call.url === '/customer/order/place');
  expect(placed?.body).toMatchObject({
    order_type: 'parcel',
    parcel_category_id: 2,
    charge_payer: 'receiver',
    payment_method: 'cash_on_delivery',
    address: 'Gulshan Avenue',
    latitude: 23.7925,
    longitude: 90.4078,
    distance: 6,
    guest_id: 'guest-7',
    contact_person_name: 'Sam Sender',
    contact_person_number: '+8801711111111',
    delivery_instruction: 'Handle with care',
    receiver_details: {
      contact_person_name: 'Rita Receiver',
      contact_person_number: '+8801722222222',
      address: 'Banani Road 11',
    },
  });
  expect(placed?.body).not.toHaveProperty('store_id');
}, 20_000);
