import { formatPrice, priceFormatOf, useConfig } from '@storefront/shared';

/** Formats amounts with the configuration's currency and decimals. */
export function usePrice() {
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  return (amount: number) => formatPrice(amount, format);
}
