// GET /customer/order/list and /customer/order/running-orders: a page of the owner's past or running orders.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import type { OrderListResponseSchema } from '@storefront/shared/contract/order';
import { resolveOwner } from '../../lib/auth';
import { pageOfQuery } from '../../lib/request';
import { serializeOrders } from '../../serializers/orders';
import { ordersOf } from '../../services/customer-orders';

type OrderListResponse = Wire<typeof OrderListResponseSchema>;

export function orderListRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  // One handler for both lists: `history` picks the finished orders, else the running ones.
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
}
