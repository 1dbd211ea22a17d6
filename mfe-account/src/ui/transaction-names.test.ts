import { transactionName } from './transaction-names';

it('names entries as a customer reads them, by type and direction', () => {
  expect(transactionName('add_fund', 600)).toBe('Money added');
  expect(transactionName('add_fund_bonus', 30)).toBe('Top-up bonus');
  expect(transactionName('order_place', 0)).toBe('Paid for an order');
  expect(transactionName('order_place', 12)).toBe('Earned on an order');
  expect(transactionName('point_to_wallet', 0)).toBe('Moved to the wallet');
  expect(transactionName('loyalty_point', 5)).toBe('From loyalty points');
  expect(transactionName('something_new', 1)).toBe('Something new');
});
