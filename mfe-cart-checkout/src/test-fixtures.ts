import type { Order } from '@storefront/shared/contract/order';
import { orderFixture as anOrder } from '../../tools/jest/order-fixture';

/** An order as GET /customer/order/track serialises it, for component tests: a digital order waiting. */
export const orderFixture = (overrides: Partial<Order> = {}): Order =>
  anOrder({ payment_method: 'digital_payment', ...overrides });
