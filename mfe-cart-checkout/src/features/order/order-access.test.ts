import { apiClient } from '@storefront/shared';
import { orderDetailsAccess, tokenReadsOrder } from './order-access';

it('reads an order with the token, else with the guest contact, else not at all', () => {
  expect(orderDetailsAccess('token', undefined)).toBe('signed-in');
  expect(orderDetailsAccess(null, '+8801711111111')).toBe('guest');
  expect(orderDetailsAccess(null, undefined)).toBe('none');
});

describe('an invalid token on the order page', () => {
  const get = jest.spyOn(apiClient, 'get');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => {
    get.mockReset();
    warn.mockClear();
  });

  it('is only logged, asked quietly so that nobody is sent to sign-in', async () => {
    get.mockRejectedValue({ response: { status: 401 } });
    await expect(tokenReadsOrder(9)).resolves.toBe(false);
    expect(get).toHaveBeenCalledWith('/customer/order/details', { params: { order_id: 9 }, quietUnauthorized: true });
    expect(warn).toHaveBeenCalled();
  });

  it('a valid token, or another failure, leaves the details to show', async () => {
    get.mockResolvedValue({ data: {} });
    await expect(tokenReadsOrder(9)).resolves.toBe(true);
    get.mockRejectedValue({ response: { status: 500 } });
    await expect(tokenReadsOrder(9)).resolves.toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
