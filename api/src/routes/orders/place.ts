// POST /customer/order/place: a cart, buy-now, parcel or cart-with-prescription order, priced and saved by the placement service.
import type { FastifyInstance } from 'fastify';
import { resolveOwner } from '../../lib/auth';
import { requireModule } from '../../lib/module';
import { bodyOf } from '../../lib/request';
import { acceptsUploads, ORDER_ATTACHMENTS_FORM } from '../../lib/upload-forms';
import { placeOrder } from '../../services/order-placement/place-order';
import type { PlaceOrderResponse } from '../../services/order-placement/placement-rules';

export function placeOrderRoute(app: FastifyInstance): void {
  const { ctx } = app;
  // The body (JSON, form or multipart) is checked by the service, which knows each order type's fields.
  // Multipart: the order's fields and its prescription images.
  const form = acceptsUploads(ORDER_ATTACHMENTS_FORM);
  app.post('/customer/order/place', form, async (req): Promise<PlaceOrderResponse> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    return placeOrder(ctx, owner, module, bodyOf(req));
  });
}
