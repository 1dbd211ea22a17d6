import { parseReply, runtimeEnv, toast } from '@storefront/shared';
import {
  CanariesSchema,
  LoadFailuresSchema,
  RegistryHistorySchema,
  RegistrySchema,
  type LiveChange,
} from '@storefront/shared/contract/registry';
import { PreviewLinkSchema, type StartPreview } from '@storefront/shared/contract/preview';
import type { z } from '@storefront/shared/zod';

/** A failed registry call as the operator reads it: the registry's own words. */
export const operatorErrorText = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught));

/** useBusyAction's failure handler for registry calls: their errors are not the storefront API's. */
export function toastOperatorError(caught: unknown): true {
  toast.error(operatorErrorText(caught));
  return true;
}

/** The registry's answer to a refused call, in its own words. */
export class OperatorCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One call to the registry's control plane with the operator's token (it is a service of its own). */
async function call<S extends z.ZodType>(token: string, schema: S, method: string, path: string, body?: unknown) {
  const url = `${runtimeEnv().registryUrl}${path}`;
  const response = await fetch(url, {
    method,
    cache: 'no-store',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
  if (!response.ok) {
    const message = data?.errors?.map((e) => e.message).join(' ') || `The registry answered ${response.status}.`;
    throw new OperatorCallError(message, response.status);
  }
  return parseReply(url, schema, data) as z.infer<S>;
}

export const operatorApi = (token: string) => ({
  registry: () => call(token, RegistrySchema, 'GET', ''),
  history: () => call(token, RegistryHistorySchema, 'GET', '/history'),
  failures: () => call(token, LoadFailuresSchema, 'GET', '/failures'),
  canaries: () => call(token, CanariesSchema, 'GET', '/canaries'),
  change: (live: LiveChange) => call(token, RegistrySchema, 'PATCH', '/live', live),
  rollback: (to: number) => call(token, RegistrySchema, 'POST', '/rollback', { to }),
  preview: (start: StartPreview) => call(token, PreviewLinkSchema, 'POST', '/previews', start),
});
