// What no request does for itself: orders left unpaid past their window are cancelled, and refunds
// the provider did not make at once are asked again. Every instance sweeps; the conditional
// updates underneath make each effect happen once.
import type { FastifyInstance } from 'fastify';
import { cancelAbandonedOrders } from './abandoned-orders';
import { sendPendingRefunds } from './order-refunds';

/** How often an instance sweeps: an abandoned order is cancelled at most this late. */
export const PAYMENT_SWEEP_MS = 10_000;

export function startPaymentSweeps(app: FastifyInstance): void {
  const { ctx } = app;
  if (!ctx.payments) return;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await cancelAbandonedOrders(ctx);
      await sendPendingRefunds(ctx);
    } catch (error) {
      ctx.log.error({ err: error }, 'payment sweep failed; it runs again');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), PAYMENT_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
