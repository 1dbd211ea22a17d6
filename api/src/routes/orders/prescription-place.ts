// POST /customer/order/prescription/place: an order placed with prescription images only, no cart.
import type { FastifyInstance } from 'fastify';
import { resolveOwner } from '../../lib/auth';
import { requireModule } from '../../lib/module';
import { bodyOf } from '../../lib/request';
import { acceptsUploads, ORDER_ATTACHMENTS_FORM } from '../../lib/upload-forms';
import type { PlaceOrderResponse } from '../../services/order-placement/placement-rules';
import { placePrescriptionOrder } from '../../services/order-placement/prescription-order';

export function placePrescriptionOrderRoute(app: FastifyInstance): void {
  const { ctx } = app;
  // Multipart: the order's fields and its prescription images.
  const form = acceptsUploads(ORDER_ATTACHMENTS_FORM);
  app.post('/customer/order/prescription/place', form, async (req): Promise<PlaceOrderResponse> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    return placePrescriptionOrder(ctx, owner, module, bodyOf(req));
  });
}
