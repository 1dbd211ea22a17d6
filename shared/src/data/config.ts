import useSWR from 'swr';
import { getParsed } from '../api/client';
import { ConfigSchema, type Config } from '../contract/config';
import type { PriceFormat } from '../format/format';
import { syncBusinessClock } from '../time/business-time';

export const CONFIG_KEY = '/config';

/** Fetches the configuration; its `server_time` sets the clock the page reads business hours on. */
export async function fetchConfig(): Promise<Config> {
  const config = await getParsed(CONFIG_KEY, ConfigSchema);
  syncBusinessClock(config.server_time);
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
