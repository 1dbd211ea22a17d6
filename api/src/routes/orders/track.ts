// GET /customer/order/track: one of the owner's orders as it stands now (status, delivery man, charges).
import type { FastifyInstance } from 'fastify';
import { resolveOwner } from '../../lib/auth';
import { optionalText, parseOr422, queryOf } from '../../lib/request';
import { serializeOrders } from '../../serializers/orders';
import { checkGuestContact, ownOrder } from '../../services/customer-orders';
import { settleDeliveredOrders } from '../../services/delivered-orders';
import { OrderIdQuery } from './details';

/** Tracking: the order, and for a guest the phone or email given with it (required then, checked by the service). */
const TrackOrderQuery = OrderIdQuery.extend({ contact_number: optionalText('contact number') });

export function trackOrderRoute(app: FastifyInstance): void {
  const { ctx } = app;
  app.get('/customer/order/track', async (req) => {
    const owner = await resolveOwner(req, ctx);
    const { order_id, contact_number } = parseOr422(TrackOrderQuery, queryOf(req));
    if (owner.type === 'user') await settleDeliveredOrders(ctx, owner.id);
    const order = await ownOrder(ctx, owner, order_id);
    if (owner.type === 'guest') checkGuestContact(order, contact_number);
    const [wire] = await serializeOrders(ctx, [order]);
    return wire;
  });
}
