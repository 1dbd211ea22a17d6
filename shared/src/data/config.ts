import useSWR from 'swr';
import { getParsed } from '../api/client';
import { ConfigSchema, type Config } from '../contract/config';
import type { PriceFormat } from '../format/format';

export const CONFIG_KEY = '/config';

export function fetchConfig(): Promise<Config> {
  return getParsed(CONFIG_KEY, ConfigSchema);
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
