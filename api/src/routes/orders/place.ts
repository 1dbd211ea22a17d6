// POST /customer/order/place: a cart, buy-now, parcel or cart-with-prescription order, priced and saved by the placement service.
import type { FastifyInstance } from 'fastify';
import { resolveOwner } from '../../lib/auth';
import { requireModule } from '../../lib/module';
import { bodyOf } from '../../lib/request';
import { placeOrder } from '../../services/order-placement/place-order';
import type { PlaceOrderResponse } from '../../services/order-placement/placement-rules';

export function placeOrderRoute(app: FastifyInstance): void {
  const { ctx } = app;
  // The body (JSON, form or multipart) is checked by the service, which knows each order type's fields.
  app.post('/customer/order/place', async (req): Promise<PlaceOrderResponse> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    return placeOrder(ctx, owner, module, bodyOf(req));
  });
}
