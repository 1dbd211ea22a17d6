import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/router';
import { appStore, currentLatLngAtom, guestIdAtom, locationAtom, toast, tokenAtom } from '@storefront/shared';
import { draftKey } from '@storefront/shared/forms';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { ParcelDeliveryInfoPage } from './ParcelDeliveryInfoPage';
import { CategoryCards } from '../features/categories/CategoryCards';

// The page reads a few fields of the configuration, whose own contract is tested in shared.
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  useConfig: () => ({ data: mockConfig }),
}));

const mockConfig = {
  cash_on_delivery: true,
  digital_payment: true,
  country: 'BD',
  country_picker_status: 1,
  default_location: { lat: 23.7925, lng: 90.4078 },
  digit_after_decimal_point: 2,
  currency_symbol: '৳',
  currency_symbol_direction: 'left',
};

const category = {
  id: 2,
  name: 'Small Package',
  description: 'Boxes up to 5 kg',
  image_full_url: null,
  module_id: 5,
  parcel_per_km_shipping_charge: null,
  parcel_minimum_shipping_charge: null,
};

const DRAFT = draftKey('parcel');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(guestIdAtom, 'guest-7');
  appStore.set(locationAtom, 'Gulshan Avenue');
  appStore.set(currentLatLngAtom, { lat: 23.7925, lng: 90.4078 });
  jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
  jest.spyOn(toast, 'error').mockImplementation(() => 'error');
});
afterEach(() => jest.restoreAllMocks());

function routes() {
  return fakeApi({
    'GET /parcel-category': () => ({ data: [category] }),
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
    'POST /customer/order/place': () => ({
      data: { message: 'Order placed successfully', order_id: 100050, total_ammount: 100 },
    }),
  });
}

const parcelRoutes = (
  <Routes>
    <Route path="/home" element={<CategoryCards />} />
    <Route path="/parcel-delivery-info" element={<ParcelDeliveryInfoPage />} />
  </Routes>
);

it('keeps the chosen category and every typed field across a reload, until the order is placed', async () => {
  const calls = routes();
  const home = renderPart(parcelRoutes, { route: '/home' });
  await userEvent.click(await screen.findByRole('button', { name: 'Small Package' }));
  await userEvent.type(await screen.findByLabelText('Sender Name'), 'Sam Sender');
  await userEvent.type(screen.getByLabelText('Sender Phone'), '1711111111');
  await userEvent.type(screen.getByLabelText('Contact Person Email'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Receiver Name'), 'Rita Receiver');
  await userEvent.type(screen.getByLabelText('Receiver Phone'), '1722222222');
  await userEvent.click(await screen.findByRole('radio', { name: 'Handle with care' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Receiver' }));
  // Straight after the last change: the pending save is written as the page goes.
  home.unmount();

  renderPart(parcelRoutes, { route: '/parcel-delivery-info' });
  expect(await screen.findByText('Small Package')).toBeInTheDocument();
  expect(screen.getByLabelText('Sender Name')).toHaveValue('Sam Sender');
  expect(await screen.findByLabelText('Sender Phone')).toHaveValue('01711-111111');
  expect(screen.getByLabelText('Contact Person Email')).toHaveValue('sam@example.com');
  expect(screen.getByLabelText('Receiver Name')).toHaveValue('Rita Receiver');
  expect(screen.getByLabelText('Receiver Phone')).toHaveValue('01722-222222');
  expect(screen.getByTestId('sender-address')).toHaveTextContent('Gulshan Avenue');
  expect(await screen.findByRole('radio', { name: 'Handle with care' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Receiver' })).toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: 'Choose delivery address' }));
  const pick = await screen.findByRole('button', { name: 'Pick Locations' });
  await waitFor(() => expect(pick).toBeEnabled());
  await userEvent.click(pick);
  expect(screen.getByTestId('receiver-address')).toHaveTextContent('Banani Road 11');
  await waitFor(() => expect(localStorage.getItem(DRAFT)).toContain('Banani Road 11'));

  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('#100050')).toBeInTheDocument();
  expect(calls.find((call) => call.url === '/customer/order/place')?.body).toMatchObject({
    parcel_category_id: 2,
    charge_payer: 'receiver',
    contact_person_name: 'Sam Sender',
    delivery_instruction: 'Handle with care',
  });
  expect(localStorage.getItem(DRAFT)).toBeNull();
  expect(sessionStorage.getItem(DRAFT)).toBeNull();
}, 30_000);

it('a reload of /parcel-delivery-info, in any tab, keeps the category chosen on the home', async () => {
  routes();
  const home = renderPart(parcelRoutes, { route: '/home' });
  await userEvent.click(await screen.findByRole('button', { name: 'Small Package' }));
  expect(await screen.findByRole('heading', { name: 'Parcel delivery info' })).toBeInTheDocument();
  home.unmount();
  // Another tab, or the browser started again: the parcel form is kept in localStorage.
  sessionStorage.clear();
  renderPart(parcelRoutes, { route: '/parcel-delivery-info' });
  expect(await screen.findByText('Small Package')).toBeInTheDocument();
  expect(screen.getByLabelText('Sender Name')).toHaveValue('');
});
