import { AxiosError, type AxiosAdapter } from 'axios';
import { apiClient } from '@storefront/shared';

type Route = (params: Record<string, unknown>, body: unknown) => { status?: number; data: unknown };

/**
 * Answers the API client's requests from a table of routes, at the transport (axios adapter): the
 * code under test runs unchanged. Unknown routes answer 404.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const { status = 200, data } = route
      ? route(config.params ?? {}, body)
      : { status: 404, data: { errors: [{ code: 'not_found', message: 'Not found' }] } };
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) throw new AxiosError(`status ${status}`, String(status), config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}
