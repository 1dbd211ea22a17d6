import { z } from '@storefront/shared/zod';

export { POINT_TRANSFER_MESSAGE } from '@storefront/shared/contract/loyalty';

/** The points a customer may convert: a whole number, at least the configured minimum, at most the balance. */
export function pointTransferSchema(balance: number, minimum = 0) {
  return z.object({
    point: z.coerce
      .number({ message: 'Enter the points to convert.' })
      .check(
        z.int('Enter a whole number of points.'),
        z.positive('Enter the points to convert.'),
        z.minimum(minimum, `The minimum point to transfer is ${minimum}.`),
        z.maximum(balance, 'Insufficient point.'),
      ),
  });
}

/** What the points are worth in the wallet at the exchange rate (points per currency unit). */
export function pointsToAmount(points: number, exchangeRate: number | undefined): number {
  if (!exchangeRate || exchangeRate <= 0) return 0;
  return Math.round((points / exchangeRate) * 100) / 100;
}
