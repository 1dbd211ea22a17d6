// POST /customer/order/quote: the bill before Place Order, from the same pricing as placing; nothing is saved.
import type { FastifyInstance } from 'fastify';
import { resolveOwner } from '../../lib/auth';
import { requireModule } from '../../lib/module';
import { bodyOf } from '../../lib/request';
import { quoteOrder, type OrderQuote } from '../../services/order-placement/order-quote';

export function quoteOrderRoute(app: FastifyInstance): void {
  const { ctx } = app;
  app.post('/customer/order/quote', async (req): Promise<OrderQuote> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    return quoteOrder(ctx, owner, module, bodyOf(req));
  });
}
