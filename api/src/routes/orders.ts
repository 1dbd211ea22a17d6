// Routes for quoting and placing orders (cart, parcel, prescription) and reading them: lists, details, tracking.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Wire } from '@storefront/shared/contract/common';
import type { OrderListResponseSchema } from '@storefront/shared/contract/order';
import { resolveOwner } from '../lib/auth';
import { requireModule } from '../lib/module';
import { bodyOf, optionalText, pageOfQuery, parseOr422, queryOf } from '../lib/request';
import { serializeOrderDetails, serializeOrders } from '../serializers/orders';
import { checkGuestContact, ordersOf, ownOrder } from '../services/customer-orders';
import { placeOrder } from '../services/order-placement/place-order';
import { quoteOrder, type OrderQuote } from '../services/order-placement/order-quote';
import type { PlaceOrderResponse } from '../services/order-placement/placement-rules';
import { placePrescriptionOrder } from '../services/order-placement/prescription-order';

type OrderListResponse = Wire<typeof OrderListResponseSchema>;

const OrderIdQuery = z.object({
  order_id: z.coerce
    .number({ message: 'The order id field is required.' })
    .int()
    .positive('The order id field is required.'),
});

/** Tracking: the order, and for a guest the phone or email given with it (required then, checked by the service). */
const TrackOrderQuery = OrderIdQuery.extend({ contact_number: optionalText('contact number') });

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/customer/order/place', async (req): Promise<PlaceOrderResponse> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    return placeOrder(ctx, owner, module, bodyOf(req));
  });

  // The bill before Place Order, from the same pricing as placing.
  app.post('/customer/order/quote', async (req): Promise<OrderQuote> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    return quoteOrder(ctx, owner, module, bodyOf(req));
  });

  app.post('/customer/order/prescription/place', async (req): Promise<PlaceOrderResponse> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    return placePrescriptionOrder(ctx, owner, module, bodyOf(req));
  });

  const list = (history: boolean) => async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const rows = await ordersOf(ctx, owner, history);
    const page = pageOfQuery(req, 10);
    const slice = rows.slice((page.offset - 1) * page.limit, page.offset * page.limit);
    const reply: OrderListResponse = {
      total_size: rows.length,
      limit: page.limit,
      offset: page.offset,
      orders: await serializeOrders(ctx, slice),
    };
    return reply;
  };
  app.get('/customer/order/list', list(true));
  app.get('/customer/order/running-orders', list(false));

  app.get('/customer/order/details', async (req) => {
    const owner = await resolveOwner(req, ctx);
    const { order_id } = parseOr422(OrderIdQuery, queryOf(req));
    await ownOrder(ctx, owner, order_id);
    return serializeOrderDetails(ctx, order_id);
  });

  app.get('/customer/order/track', async (req) => {
    const owner = await resolveOwner(req, ctx);
    const { order_id, contact_number } = parseOr422(TrackOrderQuery, queryOf(req));
    const order = await ownOrder(ctx, owner, order_id);
    if (owner.type === 'guest') checkGuestContact(order, contact_number);
    const [wire] = await serializeOrders(ctx, [order]);
    return wire;
  });
}
