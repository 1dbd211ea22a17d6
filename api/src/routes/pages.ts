import type { FastifyInstance } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import { POLICY_PAGES, type PolicyPageSchema } from '@storefront/shared/contract/policy';
import { policyPageContent } from '../db/queries/pages';
import { notFound } from '../lib/errors';

type PolicyPage = Wire<typeof PolicyPageSchema>;

/** The policy pages: each answers a JSON string of simple HTML. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  for (const key of POLICY_PAGES) {
    app.get(`/${key}`, async (_req, reply): Promise<PolicyPage> => {
      const content = await policyPageContent(ctx.db, key);
      if (content === undefined) throw notFound('Page not found.', 'page');
      // A bare string would go out as text/plain; the contract is a JSON string.
      reply.type('application/json; charset=utf-8');
      return JSON.stringify(content);
    });
  }
}
