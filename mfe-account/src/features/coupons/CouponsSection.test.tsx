import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { CouponsSection } from './CouponsSection';

const coupon = (id: number, code: string, discount_type: 'percent' | 'amount', discount: number) => ({
  id,
  title: `${code} offer`,
  code,
  start_date: '2026-01-01',
  expire_date: '2026-12-31',
  min_purchase: 300,
  max_discount: 100,
  discount,
  discount_type,
  coupon_type: 'default',
  limit: 3,
  store_id: null,
  module_id: 2,
});

it("shows the coupon text and 'Copied' after copying", async () => {
  Object.assign(navigator, { clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
  fakeApi({
    'GET /coupon/list': () => ({ data: [coupon(1, 'FOOD10', 'percent', 10), coupon(2, 'FOOD50', 'amount', 50)] }),
  });
  renderPart(<CouponsSection />);
  expect(await screen.findByText('get 10% discount min Order of $300.00')).toBeInTheDocument();
  expect(screen.getByText('get $50.00 discount min Order of $300.00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Copy FOOD10' }));
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
});
