import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bodyOf, parseOr422 } from '../lib/request';

const SetClockSchema = z.object({
  at: z.iso.datetime({ offset: true, message: 'The at must be an ISO date and time.' }),
});

/**
 * Test-only controls, registered only under NODE_ENV=test: the e2e suite reads the API's clock and
 * moves it to the hour a test needs (a closed store at night, a campaign that has ended).
 */
export async function testingRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get('/testing/clock', async () => ({ now: ctx.now().toISOString() }));
  app.put('/testing/clock', async (req) => {
    const { at } = parseOr422(SetClockSchema, bodyOf(req));
    ctx.clock.set(new Date(at));
    // What is open and running depends on the hour: no cached answer from before the move.
    ctx.catalogue.invalidate();
    return { now: ctx.now().toISOString() };
  });
}
