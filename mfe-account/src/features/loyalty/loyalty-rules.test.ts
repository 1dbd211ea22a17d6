import { zodValidate } from '@storefront/shared/forms';
import { pointTransferSchema, pointsToAmount } from './loyalty-rules';

it('takes whole points between the minimum and the balance', () => {
  const validate = zodValidate(pointTransferSchema(120, 50));
  expect(validate({ point: '' })).toEqual({ point: 'Enter the points to convert.' });
  expect(validate({ point: '10' })).toEqual({ point: 'The minimum point to transfer is 50.' });
  expect(validate({ point: '121' })).toEqual({ point: 'Insufficient point.' });
  expect(validate({ point: '50.5' })).toEqual({ point: 'Enter a whole number of points.' });
  expect(validate({ point: '100' })).toEqual({});
});

it('converts points at the exchange rate', () => {
  expect(pointsToAmount(100, 10)).toBe(10);
  expect(pointsToAmount(100, undefined)).toBe(0);
});
