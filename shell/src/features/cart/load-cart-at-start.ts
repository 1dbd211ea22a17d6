import { ensureGuestId, loadCart } from '@storefront/shared';

/**
 * How long the page waits before asking again for the cart it could not read at start. A hiccup of
 * the API then must not leave a customer's cart looking empty until their next cart action.
 */
export const CART_RETRY_DELAYS_MS = [2_000, 10_000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The start's cart read (a guest id first), asked again after each delay while it fails. */
export async function loadCartAtStart(delays = CART_RETRY_DELAYS_MS, wait = pause): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ensureGuestId();
      await loadCart();
      return;
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) {
        console.warn('The cart could not be loaded', error);
        return;
      }
      await wait(delay);
    }
  }
}
