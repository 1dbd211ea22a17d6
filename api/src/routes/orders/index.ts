// Routes for quoting and placing orders (cart, parcel, prescription) and reading them: lists, details, tracking.
// One file per operation, its test beside it.
import type { FastifyInstance } from 'fastify';
import { orderDetailsRoute } from './details';
import { orderListRoutes } from './list';
import { placeOrderRoute } from './place';
import { placePrescriptionOrderRoute } from './prescription-place';
import { quoteOrderRoute } from './quote';
import { trackOrderRoute } from './track';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  // Registered on this instance, not as child plugins: the routes share the prefix and hooks as before.
  placeOrderRoute(app);
  quoteOrderRoute(app);
  placePrescriptionOrderRoute(app);
  orderListRoutes(app);
  orderDetailsRoute(app);
  trackOrderRoute(app);
}
