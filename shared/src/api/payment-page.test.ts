import { goToPaymentPage } from './payment-page';

it('refuses an address that would run script on this page instead of leaving it', () => {
  expect(() => goToPaymentPage('javascript:alert(1)')).toThrow('Not a payment page address');
  expect(() => goToPaymentPage('data:text/html,<p>pay</p>')).toThrow('Not a payment page address');
});
