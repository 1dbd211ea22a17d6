import { DEFAULT_API_TIMEOUT_MS, DEFAULT_REGISTRY_TIMEOUT_MS, runtimeEnv } from './runtime-env';

afterEach(() => {
  delete window.__STOREFRONT_ENV__;
});

describe('the page’s timeouts', () => {
  it('are 15 s for an API call and 8 s for the registry when the server sends none', () => {
    expect(runtimeEnv()).toMatchObject({ apiTimeoutMs: 15_000, registryTimeoutMs: 8_000 });
  });

  it('are what the shell’s server sends', () => {
    window.__STOREFRONT_ENV__ = { apiTimeoutMs: 3000, registryTimeoutMs: 2000 };
    expect(runtimeEnv()).toMatchObject({ apiTimeoutMs: 3000, registryTimeoutMs: 2000 });
  });

  it.each([0, -1, 2.5, Number.NaN, '3000', null])('keep the default for %p', (sent) => {
    window.__STOREFRONT_ENV__ = {
      apiTimeoutMs: sent,
      registryTimeoutMs: sent,
    } as unknown as Window['__STOREFRONT_ENV__'];
    expect(runtimeEnv()).toMatchObject({
      apiTimeoutMs: DEFAULT_API_TIMEOUT_MS,
      registryTimeoutMs: DEFAULT_REGISTRY_TIMEOUT_MS,
    });
  });

  it('set the API client’s timeout when the page loads', async () => {
    window.__STOREFRONT_ENV__ = { apiTimeoutMs: 3000 };
    await jest.isolateModulesAsync(async () => {
      const { apiClient } = await import('../api/client');
      expect(apiClient.defaults.timeout).toBe(3000);
    });
  });
});
