// The lines an order is placed with: the stored cart or a buy-now cart, each with its campaign or flash price.
import { z } from 'zod';
import { BuyNowCartSchema, type CartVariation } from '@storefront/shared/contract/cart';
import { cartRows, type CartOwner } from '../../db/queries/carts';
import { itemsByIds, storesByIds, type ItemRow, type ModuleRow } from '../../db/queries/catalogue';
import type { AppContext } from '../../lib/context';
import { forbidden, httpError, notFound, validationError } from '../../lib/errors';
import { parseJson } from '../../lib/json';
import { storeDiscountPercent } from '../../serializers/catalogue';
import { flashOffersOf, type SpecialPrice } from '../cart-pricing';
import {
  CAMPAIGN_OVER_MESSAGE,
  campaignPrice,
  campaignRunning,
  flashPrices,
  itemCampaignsByIds,
  type ItemCampaignRow,
} from '../special-prices';
import type { PlaceOrderPayload } from './placement-rules';

export interface Line {
  item: ItemRow;
  request: { variation: CartVariation[]; add_on_ids: number[]; add_on_qtys: number[]; quantity: number };
  campaign: ItemCampaignRow | null;
  special?: SpecialPrice;
  flashSaleItemId?: number;
  /** The stored cart's line this one was read from (none for a buy-now cart). */
  cartId?: number;
}

/** The lines to order: the stored cart of the module, or the buy-now cart in the body. */
export async function linesOf(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
): Promise<Line[]> {
  let requests: (Line['request'] & { item_id: number; campaign_id: number | null; cartId?: number })[];
  if (body.is_buy_now === 1) {
    const raw = typeof body.cart === 'string' ? parseJson<unknown>(body.cart, null) : body.cart;
    const parsed = z.object({ cart: BuyNowCartSchema }).safeParse({ cart: raw });
    if (!parsed.success) throw validationError(parsed.error);
    // A campaign item is named by its campaign id (model ItemCampaign); all are read at once.
    const named = parsed.data.cart.flatMap((r) => (r.model === 'ItemCampaign' ? [r.item_id] : []));
    const byId = new Map((await itemCampaignsByIds(ctx.db, named)).map((c) => [c.id, c] as const));
    requests = parsed.data.cart.map((r) => {
      const campaign = r.model === 'ItemCampaign' ? byId.get(r.item_id) : undefined;
      if (r.model === 'ItemCampaign' && !campaign) throw notFound('Campaign item not found.', 'item_id');
      return { ...r, item_id: campaign ? campaign.item_id : r.item_id, campaign_id: campaign?.id ?? null };
    });
  } else {
    requests = (await cartRows(ctx.db, owner, module.id)).map((r) => ({
      cartId: r.id,
      campaign_id: r.campaign_id,
      item_id: r.item_id,
      quantity: r.quantity,
      variation: parseJson<CartVariation[]>(r.variation, []),
      add_on_ids: parseJson<number[]>(r.add_on_ids, []),
      add_on_qtys: parseJson<number[]>(r.add_on_qtys, []),
    }));
  }
  if (requests.length === 0) throw httpError(403, 'cart', 'Your cart is empty.');
  // Looked up by id, so the checks stay linear in the cart's size.
  const items = new Map(
    (await itemsByIds(ctx.db, [...new Set(requests.map((r) => r.item_id))])).map((i) => [i.id, i] as const),
  );
  const campaignIds = requests.flatMap((r) => (r.campaign_id === null ? [] : [r.campaign_id]));
  const campaigns = new Map((await itemCampaignsByIds(ctx.db, campaignIds)).map((c) => [c.id, c] as const));
  const flash = await flashPrices(
    ctx,
    requests.filter((r) => r.campaign_id === null).map((r) => r.item_id),
  );
  const now = ctx.now();
  const found = requests.map((r) => {
    const item = items.get(r.item_id);
    if (!item || item.status !== 1) throw notFound('Item not found.', 'item_id');
    return { r, item };
  });
  const stores = new Map(
    (await storesByIds(ctx.db, [...new Set(found.map(({ item }) => item.store_id))])).map((s) => [s.id, s] as const),
  );
  const percentOf = (item: ItemRow) => {
    const store = stores.get(item.store_id);
    return store ? storeDiscountPercent(store, now) : 0;
  };
  // The one price rule, as the cart shows it: the flash price where it wins and has units left.
  const offers = flashOffersOf(
    found.map(({ r, item }) => ({
      item,
      quantity: r.quantity,
      storePercent: percentOf(item),
      campaign: r.campaign_id !== null,
    })),
    flash,
  );
  return found.map(({ r, item }, i) => {
    const campaign = r.campaign_id === null ? null : (campaigns.get(r.campaign_id) ?? null);
    if (r.campaign_id !== null) {
      if (!campaign || !campaignRunning(campaign, now)) throw forbidden('item_id', CAMPAIGN_OVER_MESSAGE);
      return { item, request: r, campaign, special: campaignPrice(campaign), cartId: r.cartId };
    }
    const sale = offers[i];
    return sale
      ? { item, request: r, campaign: null, special: sale.special, flashSaleItemId: sale.id, cartId: r.cartId }
      : { item, request: r, campaign: null, cartId: r.cartId };
  });
}
