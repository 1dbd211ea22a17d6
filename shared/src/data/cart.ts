import { apiClient, getParsed, parseReply } from '../api/client';
import { CartSchema, type AddToCartPayload, type CartLine } from '../contract/cart';
import { cartLinesAtom } from '../state/cart';
import { guestIdAtom, tokenAtom } from '../state/session';
import { appStore } from '../state/store';

/** Guests send their guest_id; signed-in customers are known by their token. */
function identity(): { guest_id?: string } {
  const guestId = appStore.get(guestIdAtom);
  return appStore.get(tokenAtom) || !guestId ? {} : { guest_id: guestId };
}

function replaceLines(lines: CartLine[]): CartLine[] {
  appStore.set(cartLinesAtom, lines);
  return lines;
}

export async function loadCart(): Promise<CartLine[]> {
  return replaceLines(await getParsed('/customer/cart/list', CartSchema, { params: identity() }));
}

export async function addCartLine(payload: Omit<AddToCartPayload, 'guest_id'>): Promise<CartLine[]> {
  const response = await apiClient.post<unknown>('/customer/cart/add', { ...payload, ...identity() });
  return replaceLines(parseReply('/customer/cart/add', CartSchema, response.data));
}
