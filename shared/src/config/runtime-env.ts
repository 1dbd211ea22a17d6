/** Settings the shell's server injects at runtime (window.__STOREFRONT_ENV__), so no URL is baked into a build. */
export interface RuntimeEnv {
  apiUrl: string;
  registryUrl: string;
  googleMapsKey: string;
  firebase: Record<string, string> | null;
  /** How long an API call may take before the page gives up on it (API_TIMEOUT_MS on the shell's server). */
  apiTimeoutMs: number;
  /** How long the registry's read may take before the page uses its last copy or the parts' fallbacks (REGISTRY_TIMEOUT_MS). */
  registryTimeoutMs: number;
}

declare global {
  interface Window {
    __STOREFRONT_ENV__?: Partial<RuntimeEnv>;
  }
}

const DEFAULT_API_URL = 'http://localhost:4000';
export const DEFAULT_API_TIMEOUT_MS = 15_000;
export const DEFAULT_REGISTRY_TIMEOUT_MS = 8_000;

/** A timeout the server sent, or the default when none was sent or it is not a positive whole number. */
const timeoutOr = (ms: unknown, fallback: number) =>
  Number.isSafeInteger(ms) && (ms as number) > 0 ? (ms as number) : fallback;

export function runtimeEnv(): RuntimeEnv {
  const injected = (typeof window !== 'undefined' && window.__STOREFRONT_ENV__) || {};
  const apiUrl = injected.apiUrl ?? DEFAULT_API_URL;
  return {
    apiUrl,
    registryUrl: injected.registryUrl ?? `${apiUrl}/registry`,
    googleMapsKey: injected.googleMapsKey ?? '',
    firebase: injected.firebase ?? null,
    apiTimeoutMs: timeoutOr(injected.apiTimeoutMs, DEFAULT_API_TIMEOUT_MS),
    registryTimeoutMs: timeoutOr(injected.registryTimeoutMs, DEFAULT_REGISTRY_TIMEOUT_MS),
  };
}
