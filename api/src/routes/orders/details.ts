// GET /customer/order/details: the lines of one of the owner's orders.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveOwner } from '../../lib/auth';
import { parseOr422, queryOf } from '../../lib/request';
import { serializeOrderDetails } from '../../serializers/orders';
import { ownOrder } from '../../services/customer-orders';

/** The order asked about (tracking extends it). */
export const OrderIdQuery = z.object({
  order_id: z.coerce
    .number({ message: 'The order id field is required.' })
    .int()
    .positive('The order id field is required.'),
});

export function orderDetailsRoute(app: FastifyInstance): void {
  const { ctx } = app;
  app.get('/customer/order/details', async (req) => {
    const owner = await resolveOwner(req, ctx);
    const { order_id } = parseOr422(OrderIdQuery, queryOf(req));
    // Someone else's order answers 404, as one that does not exist.
    await ownOrder(ctx, owner, order_id);
    return serializeOrderDetails(ctx, order_id);
  });
}
