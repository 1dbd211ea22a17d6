import { API_URL, OPERATOR_TOKEN } from './parts';

async function operatorCall(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export const setRemoteModules = (remote: string, enabledModules: string[]) =>
  operatorCall('PUT', `/registry/remotes/${remote}`, { enabledModules });

export const setRemoteManifest = (remote: string, manifestUrl: string) =>
  operatorCall('PUT', `/registry/remotes/${remote}`, { manifestUrl });

export const resetRegistry = () => operatorCall('POST', '/registry/reset');
