/** Settings the shell's server injects at runtime (window.__STOREFRONT_ENV__), so no URL is baked into a build. */
export interface RuntimeEnv {
  apiUrl: string;
  registryUrl: string;
  googleMapsKey: string;
  firebase: Record<string, string> | null;
}

declare global {
  interface Window {
    __STOREFRONT_ENV__?: Partial<RuntimeEnv>;
  }
}

const DEFAULT_API_URL = 'http://localhost:4000';

export function runtimeEnv(): RuntimeEnv {
  const injected = (typeof window !== 'undefined' && window.__STOREFRONT_ENV__) || {};
  const apiUrl = injected.apiUrl ?? DEFAULT_API_URL;
  return {
    apiUrl,
    registryUrl: injected.registryUrl ?? `${apiUrl}/registry`,
    googleMapsKey: injected.googleMapsKey ?? '',
    firebase: injected.firebase ?? null,
  };
}
