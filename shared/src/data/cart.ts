import { AxiosError } from 'axios';
import { apiClient, getParsed, parseReply } from '../api/client';
import { CartSchema, type AddToCartPayload, type CartLine } from '../contract/cart';
import { cartLinesAtom } from '../state/cart';
import { guestIdAtom, tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { ensureGuestId } from './guest';

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
  try {
    return replaceLines(await getParsed('/customer/cart/list', CartSchema, { params: identity() }));
  } catch (error) {
    // A guest id the server no longer knows (its data was reset) is replaced by a fresh one.
    const staleGuest = !appStore.get(tokenAtom) && error instanceof AxiosError && error.response?.status === 403;
    if (!staleGuest) throw error;
    appStore.set(guestIdAtom, null);
    await ensureGuestId();
    return replaceLines(await getParsed('/customer/cart/list', CartSchema, { params: identity() }));
  }
}

export async function addCartLine(payload: Omit<AddToCartPayload, 'guest_id'>): Promise<CartLine[]> {
  const response = await apiClient.post<unknown>('/customer/cart/add', { ...payload, ...identity() });
  return replaceLines(parseReply('/customer/cart/add', CartSchema, response.data));
}

/** Changes a line's quantity (the server prices it again). */
export async function setCartLineQuantity(line: CartLine, quantity: number): Promise<CartLine[]> {
  const response = await apiClient.post<unknown>('/customer/cart/update', {
    cart_id: line.id,
    model: line.item_type === 'ItemCampaign' ? 'ItemCampaign' : 'Item',
    item_id: line.item.id,
    price: line.price,
    quantity,
    variation: line.variation,
    add_on_ids: line.add_on_ids,
    add_on_qtys: line.add_on_qtys,
    ...identity(),
  });
  return replaceLines(parseReply('/customer/cart/update', CartSchema, response.data));
}
