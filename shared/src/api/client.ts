import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import type { z } from '@storefront/shared/zod';
import { runtimeEnv } from '../config/runtime-env';
import { toast } from '../feedback/toast';
import { navigateTo } from '../routing/navigate';
import { currentLatLngAtom, languageAtom, moduleAtom, tokenAtom, zoneIdAtom } from '../state/session';
import { appStore } from '../state/store';
import { headersOf } from './session-headers';

export { SOFTWARE_ID } from './session-headers';
export const TOKEN_EXPIRED_MESSAGE = 'Your account is inactive or Your token has been expired';

/** The page's one API client (axios is a federation singleton, and so is this module). */
export const apiClient = axios.create({
  baseURL: `${runtimeEnv().apiUrl}/api/v1`,
  // 15 s unless the shell's server says otherwise (API_TIMEOUT_MS).
  timeout: runtimeEnv().apiTimeoutMs,
  headers: { Accept: 'application/json' },
  // XMLHttpRequest, axios's first choice in a browser, named so: the browser builds leave axios's
  // fetch adapter out (tools/webpack/axios-without-fetch.mjs).
  adapter: 'xhr',
});

/** The spec's headers, from the current session. */
export function sessionHeaders(): Record<string, string> {
  return headersOf({
    languageCode: appStore.get(languageAtom).languageCode,
    latLng: appStore.get(currentLatLngAtom),
    zoneId: appStore.get(zoneIdAtom),
    moduleId: appStore.get(moduleAtom)?.id,
    token: appStore.get(tokenAtom),
  });
}

apiClient.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(sessionHeaders())) {
    if (!config.headers.has(name)) config.headers.set(name, value);
  }
  return config;
});

/**
 * Request option for a call whose 401 the caller handles itself (it is only logged there): the
 * token stays and nobody is sent to sign-in. Spread it into the request's config.
 */
export const QUIET_UNAUTHORIZED = { quietUnauthorized: true } as const;

const isQuiet = (config: unknown) =>
  Boolean((config as { quietUnauthorized?: boolean } | undefined)?.quietUnauthorized);

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    appStore.get(tokenAtom) &&
    !isQuiet(error.config)
  ) {
    toast.error(TOKEN_EXPIRED_MESSAGE, { id: 'token-expired' });
    appStore.set(tokenAtom, null);
    navigateTo('/auth/sign-in');
  }
  return Promise.reject(error);
});

/** A reply that does not match the contract. */
export class ContractError extends Error {
  constructor(
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The server sent an unexpected reply for ${url}.`);
    this.name = 'ContractError';
  }
}

/** Parses a reply through its contract schema; a bad payload becomes a ContractError, logged once. */
export function parseReply<S extends z.ZodType>(url: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    console.error(`Contract violation on ${url}`, result.error.issues);
    throw new ContractError(url, result.error.issues);
  }
  return result.data;
}

export async function getParsed<S extends z.ZodType>(
  url: string,
  schema: S,
  config?: AxiosRequestConfig,
): Promise<z.infer<S>> {
  const response = await apiClient.get<unknown>(url, config);
  return parseReply(url, schema, response.data);
}

/** The HTTP status an API call failed with; undefined when it never got an answer. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

export async function sendParsed<S extends z.ZodType>(
  method: 'post' | 'put' | 'delete',
  url: string,
  schema: S,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<z.infer<S>> {
  const response = await apiClient.request<unknown>({ ...config, method, url, data: body });
  return parseReply(url, schema, response.data);
}
