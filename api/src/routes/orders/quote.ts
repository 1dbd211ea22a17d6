// POST /customer/order/quote: the bill before Place Order, from the same pricing as placing; nothing is saved.
import type { FastifyInstance } from 'fastify';
import { resolveOwner } from '../../lib/auth';
import { limitClient, limitPerAddress } from '../../lib/rate-limits';
import { requireModule } from '../../lib/module';
import { bodyOf } from '../../lib/request';
import { quoteOrder, type OrderQuote } from '../../services/order-placement/order-quote';

export function quoteOrderRoute(app: FastifyInstance): void {
  const { ctx } = app;
  // The bill is the costliest read a client can repeat: bounded per client and per address.
  app.post('/customer/order/quote', limitPerAddress(ctx, 'quote'), async (req, reply): Promise<OrderQuote> => {
    const owner = await resolveOwner(req, ctx);
    await limitClient(ctx, req, reply, 'quote', owner);
    const module = await requireModule(req, ctx);
    return quoteOrder(ctx, owner, module, bodyOf(req));
  });
}
