import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, orderTrackingAtom, toast, tokenAtom } from '@storefront/shared';
import { renderPart } from '../../../../tools/jest/render-part';
import { TrackOrderPage } from './TrackOrderPage';
import { trackingDrawer } from '../../lib/tracking-store';

let error: jest.SpyInstance;
let close: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
  close = jest.spyOn(toast, 'close').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => trackingDrawer.close());
  appStore.set(tokenAtom, null);
});

it('arriving with the order id and phone in the query, fills the form and opens the order at once', async () => {
  renderPart(<TrackOrderPage />, { route: '/track-order?order_id=100042&phone=%2B8801711111111' });
  expect(await screen.findByLabelText('Order ID')).toHaveValue('100042');
  expect(screen.getByLabelText('Phone or email')).toHaveValue('+8801711111111');
  expect(appStore.get(orderTrackingAtom)).toEqual({ orderId: 100042, contactNumber: '+8801711111111' });
  expect(error).not.toHaveBeenCalled();
});

it('signed in, the order id in the query is enough', async () => {
  appStore.set(tokenAtom, 'token');
  renderPart(<TrackOrderPage />, { route: '/track-order?order_id=100042' });
  expect(await screen.findByLabelText('Order ID')).toHaveValue('100042');
  expect(appStore.get(orderTrackingAtom)).toEqual({ orderId: 100042 });
});

it('a guest arriving with the id alone gets it filled in and is asked nothing yet', async () => {
  renderPart(<TrackOrderPage />, { route: '/track-order?order_id=100042' });
  expect(await screen.findByLabelText('Order ID')).toHaveValue('100042');
  expect(screen.getByLabelText('Phone or email')).toHaveValue('');
  expect(appStore.get(orderTrackingAtom)).toBeNull();
  expect(error).not.toHaveBeenCalled();
});

it("closes the form's warning toasts once a search goes through", async () => {
  renderPart(<TrackOrderPage />, { route: '/track-order' });
  const submit = screen.getByRole('button', { name: 'Track Order' });
  await userEvent.click(submit);
  expect(error).toHaveBeenLastCalledWith('Need a order id');

  await userEvent.type(screen.getByLabelText('Order ID'), '100042');
  close.mockClear();
  await userEvent.click(submit);
  expect(error).toHaveBeenLastCalledWith('Need a contact number');
  // The newer warning replaces the older one.
  expect(close).toHaveBeenCalledWith('Need a order id');
  expect(close).not.toHaveBeenCalledWith('Need a contact number');

  await userEvent.type(screen.getByLabelText('Phone or email'), '01711111111');
  close.mockClear();
  await userEvent.click(submit);
  expect(close).toHaveBeenCalledWith('Need a contact number');
  expect(error).toHaveBeenCalledTimes(2);
  expect(appStore.get(orderTrackingAtom)).toEqual({ orderId: 100042, contactNumber: '01711111111' });
});
