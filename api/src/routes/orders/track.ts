// GET /customer/order/track: an order as it stands now (status, delivery man, charges): the owner's,
// or any order with the phone or email it was placed with.
import type { FastifyInstance } from 'fastify';
import { resolveOwner } from '../../lib/auth';
import { optionalText, parseOr422, queryOf } from '../../lib/request';
import { serializeOrders } from '../../serializers/orders';
import { orderToTrack } from '../../services/customer-orders';
import { limitTrackByContact } from '../../lib/rate-limits';
import { withDeliverySettled } from '../../services/delivered-orders';
import { OrderIdQuery } from './details';

/** Tracking: the order, and the phone or email it was placed with (checked by the service). */
const TrackOrderQuery = OrderIdQuery.extend({ contact_number: optionalText('contact number') });

export function trackOrderRoute(app: FastifyInstance): void {
  const { ctx } = app;
  app.get('/customer/order/track', async (req, reply) => {
    const owner = await resolveOwner(req, ctx);
    const { order_id, contact_number } = parseOr422(TrackOrderQuery, queryOf(req));
    const tracked = await orderToTrack(ctx, owner, order_id, contact_number ?? undefined, () =>
      limitTrackByContact(ctx, req, reply, order_id),
    );
    const [wire] = await serializeOrders(ctx, [await withDeliverySettled(ctx, tracked)]);
    return wire;
  });
}
