import { render, screen } from '@testing-library/react';
import { PartProviders, apiClient } from '@storefront/shared';
import { fakeApi } from '../../../../../tools/jest/fake-api';
import { BILL_FALLBACK_TEXT, BILL_UNAVAILABLE_TEXT, OrderBill, quoteProblem } from './OrderBill';

const quote = {
  item_total: 500,
  add_on_total: 0,
  discount_on_items: 0,
  subtotal: 500,
  coupon_discount: 0,
  coupon_title: null,
  tax: 25,
  original_delivery_charge: 45,
  delivery_charge: 0,
  additional_charge: 10,
  dm_tips: 0,
  total: 535,
  wallet_used: 0,
  first_order_discount: 0,
};
const money = (amount: number) => `৳${amount.toFixed(2)}`;
const renderBill = (props: Partial<Parameters<typeof OrderBill>[0]>) =>
  render(
    <PartProviders>
      <OrderBill quote={quote} orderType="delivery" settling={false} problem={null} money={money} {...props} />
    </PartProviders>,
  );

it('shows every charge and the total, a waived delivery as free, and the service charge by its name', () => {
  renderBill({ serviceChargeName: 'Packaging fee' });
  expect(screen.getByTestId('bill-items')).toHaveTextContent('৳500.00');
  expect(screen.getByTestId('bill-tax')).toHaveTextContent('৳25.00');
  expect(screen.getByTestId('bill-delivery')).toHaveTextContent('was ৳45.00Free');
  expect(screen.getByText('Packaging fee')).toBeInTheDocument();
  expect(screen.getByTestId('bill-total')).toHaveTextContent('৳535.00');
});

it('holds the space with a skeleton until the first bill, then says why there is none', () => {
  const { unmount } = renderBill({ quote: undefined });
  expect(screen.getByLabelText('Working out the bill')).toBeInTheDocument();
  unmount();
  renderBill({ quote: undefined, problem: 'missing' });
  expect(screen.getByRole('status')).toHaveTextContent(BILL_FALLBACK_TEXT);
});

it('keeps the last bill when a new one fails, and says so', () => {
  renderBill({ problem: 'failed' });
  expect(screen.getByTestId('bill-total')).toHaveTextContent('৳535.00');
  expect(screen.getByRole('status')).toHaveTextContent(BILL_UNAVAILABLE_TEXT);
});

it('shows what the wallet pays and what is left to pay', () => {
  renderBill({ quote: { ...quote, wallet_used: 100 } });
  expect(screen.getByTestId('bill-wallet')).toHaveTextContent('−৳100.00');
  expect(screen.getByTestId('bill-due')).toHaveTextContent('৳435.00');
});

it('tells an API without the quote route from one that failed', () => {
  expect(quoteProblem(undefined)).toBeNull();
  expect(quoteProblem(new Error('network'))).toBe('failed');
});

/** The error the API client gives for an answer of `status` with `message`. */
async function refusal(status: number, message: string): Promise<unknown> {
  fakeApi({ 'GET /quote': () => ({ status, data: { errors: [{ code: 'order', message }] } }) });
  return apiClient.get('/quote').catch((error: unknown) => error);
}

it('says the API’s own reason when it refuses the order, with its amount, in place of the bill', async () => {
  const problem = quoteProblem(await refusal(403, 'You need to order at least ৳300.00'));
  expect(problem).toEqual({ refused: 'You need to order at least ৳300.00' });
  renderBill({ quote: undefined, problem });
  expect(screen.getByRole('status')).toHaveTextContent('You need to order at least ৳300.00');
  expect(screen.queryByText(BILL_UNAVAILABLE_TEXT)).toBeNull();
});

it('a failing API (5xx) or a busy one (429) is not a refusal', async () => {
  expect(quoteProblem(await refusal(500, 'Server Error'))).toBe('failed');
  expect(quoteProblem(await refusal(429, 'Too many attempts.'))).toBe('failed');
  expect(quoteProblem(await refusal(404, 'Not found'))).toBe('missing');
});
