import useSWR from 'swr';
import { apiClient, parseReply } from '../api/client';
import { ConfigSchema, type Config } from '../contract/config';
import type { PriceFormat } from '../format/format';
import { syncBusinessClock } from '../time/business-time';

export const CONFIG_KEY = '/config';

/** Fetches the configuration; its `server_time` (and the answer's Age) sets the clock the page reads business hours on. */
export async function fetchConfig(): Promise<Config> {
  const response = await apiClient.get<unknown>(CONFIG_KEY);
  const config = parseReply(CONFIG_KEY, ConfigSchema, response.data);
  syncBusinessClock(config.server_time, Date.now(), response.headers.age);
  return config;
}

/** The platform configuration, fetched once per page and shared by every part through SWR's one cache. */
export function useConfig() {
  return useSWR(CONFIG_KEY, fetchConfig, { revalidateOnFocus: false, dedupingInterval: 5 * 60_000 });
}

export function priceFormatOf(config: Config | undefined): PriceFormat {
  return {
    decimals: config?.digit_after_decimal_point ?? 2,
    symbol: config?.currency_symbol ?? '$',
    symbolPosition: config?.currency_symbol_direction ?? 'left',
  };
}
