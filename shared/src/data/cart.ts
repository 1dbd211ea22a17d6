import { AxiosError } from 'axios';
import { apiClient, getParsed, parseReply } from '../api/client';
import { CartSchema, type AddToCartPayload, type CartLine, type UpdateCartPayload } from '../contract/cart';
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

/** Updates a line with a whole payload (the quick view changes variations, add-ons and quantity). */
export async function updateCartLine(payload: Omit<UpdateCartPayload, 'guest_id'>): Promise<CartLine[]> {
  const response = await apiClient.post<unknown>('/customer/cart/update', { ...payload, ...identity() });
  return replaceLines(parseReply('/customer/cart/update', CartSchema, response.data));
}

/** DELETE customer/cart/remove-item?cart_id= (plus guest_id for guests). */
export async function removeCartLine(line: Pick<CartLine, 'id'>): Promise<CartLine[]> {
  const response = await apiClient.delete<unknown>('/customer/cart/remove-item', {
    params: { cart_id: line.id, ...identity() },
  });
  return replaceLines(parseReply('/customer/cart/remove-item', CartSchema, response.data));
}

/** DELETE customer/cart/remove (optional guest_id): empties the cart of the selected module. */
export async function clearCart(): Promise<CartLine[]> {
  const response = await apiClient.delete<unknown>('/customer/cart/remove', { params: identity() });
  return replaceLines(parseReply('/customer/cart/remove', CartSchema, response.data));
}

/** The guest id a cart or order call carries (none when signed in). */
export function guestIdentity(): { guest_id?: string } {
  return identity();
}
