import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddToCartPayloadSchema,
  MAX_CART_LINES,
  RemoveCartItemQuerySchema,
  UpdateCartPayloadSchema,
  type CartLineSchema,
  type CartVariation,
} from '@storefront/shared/contract/cart';
import type { Wire } from '@storefront/shared/contract/common';

type CartLine = Wire<typeof CartLineSchema>;
type Cart = CartLine[];
import { getItem, getModule, itemsByIds, storesByIds, type ItemRow } from '../db/queries/catalogue';
import {
  cartRows,
  clearCart,
  deleteCartRow,
  addCartLine,
  ownedCartRow,
  updateCartRow,
  type CartOwner,
  type CartRow,
} from '../db/queries/carts';
import { resolveOwner } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, httpError, notFound } from '../lib/errors';
import { parseJson } from '../lib/json';
import { bodyOf, parseOr422, queryOf } from '../lib/request';
import { serializeItems, storeDiscountPercent } from '../serializers/catalogue';
import { checkLimits, flashOffersOf, priceLine, type SpecialPrice } from '../services/cart-pricing';
import {
  availableAt,
  CAMPAIGN_OVER_MESSAGE,
  campaignPrice,
  campaignRunning,
  flashPrices,
  getItemCampaign,
  type ItemCampaignRow,
} from '../services/special-prices';

export const NOT_AVAILABLE_NOW_MESSAGE = 'This item is not available now.';

const requestOf = (r: CartRow) => ({
  variation: parseJson<CartVariation[]>(r.variation, []),
  add_on_ids: parseJson<number[]>(r.add_on_ids, []),
  add_on_qtys: parseJson<number[]>(r.add_on_qtys, []),
  quantity: r.quantity,
});

/**
 * Each line's unit price now, by the rule the bill and the order use: a flash sale that ended or
 * sold out since the line was added no longer applies. A line the item no longer offers keeps its
 * price (placing the order names what is wrong with it).
 */
async function currentPrices(
  ctx: AppContext,
  rows: CartRow[],
  items: Map<number, ItemRow>,
  campaigns: ItemCampaignRow[],
): Promise<number[]> {
  const now = ctx.now();
  const stores = new Map(
    (await storesByIds(ctx.db, [...new Set([...items.values()].map((i) => i.store_id))])).map((s) => [s.id, s]),
  );
  const percentOf = (item: ItemRow) => {
    const store = stores.get(item.store_id);
    return store ? storeDiscountPercent(store, now) : 0;
  };
  const plain = rows.filter((r) => r.campaign_id === null).map((r) => r.item_id);
  const flash = await flashPrices(ctx, plain);
  const priced = rows.flatMap((r) => {
    const item = items.get(r.item_id);
    return item ? [{ row: r, item }] : [];
  });
  const offers = flashOffersOf(
    priced.map(({ row, item }) => ({
      item,
      quantity: row.quantity,
      storePercent: percentOf(item),
      campaign: row.campaign_id !== null,
    })),
    flash,
  );
  const prices = new Map<number, number>();
  priced.forEach(({ row, item }, i) => {
    const campaign = campaigns.find((c) => c.id === row.campaign_id);
    const special = campaign ? campaignPrice(campaign) : offers[i]?.special;
    try {
      prices.set(row.id, priceLine(item, percentOf(item), requestOf(row), special).unitPrice);
    } catch {
      prices.set(row.id, row.price);
    }
  });
  return rows.map((r) => prices.get(r.id) ?? r.price);
}

/** The whole cart of the owner, every module, oldest line first. */
async function cartReply(ctx: AppContext, owner: CartOwner): Promise<Cart> {
  const rows = await cartRows(ctx.db, owner);
  const itemRows = await itemsByIds(ctx.db, [...new Set(rows.map((r) => r.item_id))]);
  const items = await serializeItems(ctx, itemRows);
  const byId = new Map(items.map((i) => [Number(i.id), i]));
  const campaignIds = rows.flatMap((r) => (r.campaign_id === null ? [] : [r.campaign_id]));
  const campaigns =
    campaignIds.length === 0
      ? []
      : await ctx.db.selectFrom('item_campaigns').selectAll().where('id', 'in', campaignIds).execute();
  const prices = await currentPrices(ctx, rows, new Map(itemRows.map((i) => [i.id, i])), campaigns);
  return rows.flatMap((r, index): CartLine[] => {
    const plain = byId.get(r.item_id);
    if (!plain) return [];
    const campaign = campaigns.find((c) => c.id === r.campaign_id);
    // A campaign line shows the campaign item (its id, price, discount and dates), as campaigns/item lists it.
    const item = campaign
      ? {
          ...plain,
          id: campaign.id,
          price: campaign.price,
          discount: campaign.discount,
          discount_type: campaign.discount_type === 'amount' ? ('amount' as const) : ('percent' as const),
          store_discount: 0,
          is_campaign: 1,
          available_date_starts: campaign.start_date,
          available_date_ends: campaign.end_date,
          available_time_starts: campaign.start_time.slice(0, 5),
          available_time_ends: campaign.end_time.slice(0, 5),
        }
      : plain;
    return [
      {
        id: r.id,
        item_id: campaign ? campaign.id : r.item_id,
        item_type: r.item_type,
        module_id: r.module_id,
        quantity: r.quantity,
        price: prices[index] ?? r.price,
        item: { ...item, module: { id: r.module_id, module_type: item.module_type } },
        variation: parseJson<CartVariation[]>(r.variation, []),
        add_on_ids: parseJson<number[]>(r.add_on_ids, []),
        add_on_qtys: parseJson<number[]>(r.add_on_qtys, []),
        created_at: r.created_at,
        updated_at: r.updated_at,
      },
    ];
  });
}

/** The moduleId header, when sent, must name the item's module. */
function checkModuleHeader(req: FastifyRequest, item: ItemRow): void {
  const raw = req.headers.moduleid;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value !== undefined && value !== '' && Number(value) !== item.module_id) {
    throw forbidden('moduleId', 'This item does not belong to the selected module.');
  }
}

const variationTypeOf = (row: CartRow): string | null => {
  const v = parseJson<CartVariation[]>(row.variation, [])[0];
  return v && 'type' in v ? v.type : null;
};

/**
 * Prices and checks a line for `item` against the owner's other lines (excluding `exceptId`),
 * so that stock and per-order limits hold across lines of the same item.
 */
async function priceAndCheck(
  ctx: AppContext,
  owner: CartOwner,
  item: ItemRow,
  request: { variation: CartVariation[]; add_on_ids: number[]; add_on_qtys: number[]; quantity: number },
  exceptId: number | null,
  campaign: ItemCampaignRow | null = null,
) {
  const [store] = await storesByIds(ctx.db, [item.store_id]);
  if (!store || store.active !== 1) throw notFound('Item not found.', 'item_id');
  const now = ctx.now();
  if (campaign && !campaignRunning(campaign, now)) throw forbidden('item_id', CAMPAIGN_OVER_MESSAGE);
  // Outside the item's hours it can still be added when the store takes scheduled orders.
  const window = campaign
    ? { starts: campaign.start_time, ends: campaign.end_time }
    : { starts: item.available_time_starts, ends: item.available_time_ends };
  if (!campaign && !availableAt(window, now) && store.schedule_order !== 1) {
    throw forbidden('item_unavailable', NOT_AVAILABLE_NOW_MESSAGE);
  }
  const storePercent = storeDiscountPercent(store, now);
  const rows = await cartRows(ctx.db, owner);
  const others = rows.filter((r) => r.item_id === item.id && r.id !== exceptId);
  // The line's place among the item's lines: the flash sale's units go to the oldest first.
  const sameItem = [
    ...others.filter((r) => exceptId === null || r.id < exceptId),
    { item_id: item.id, campaign_id: campaign?.id ?? null, quantity: request.quantity },
  ].map((r) => ({ item, quantity: r.quantity, storePercent, campaign: r.campaign_id !== null }));
  const flash = campaign ? undefined : flashOffersOf(sameItem, await flashPrices(ctx, [item.id])).at(-1);
  const special: SpecialPrice | undefined = campaign ? campaignPrice(campaign) : flash?.special;
  const priced = priceLine(item, storePercent, request, special);
  const module = await getModule(ctx.db, item.module_id);
  const otherQuantity = others.reduce((sum, r) => sum + r.quantity, 0);
  const otherVariationQuantity = others
    .filter((r) => variationTypeOf(r) === priced.variationType)
    .reduce((sum, r) => sum + r.quantity, 0);
  const limitError = checkLimits(
    item,
    module?.module_type ?? '',
    { quantity: request.quantity, variationType: priced.variationType },
    otherQuantity,
    otherVariationQuantity,
  );
  if (limitError) throw limitError;
  return priced;
}

/** Cart calls for a signed-in user (token) or a guest (guest_id). */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/customer/cart/list', async (req) => cartReply(ctx, await resolveOwner(req, ctx)));

  app.post('/customer/cart/add', async (req) => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(AddToCartPayloadSchema, bodyOf(req));
    // Campaign items are added by their campaign id (model ItemCampaign).
    const campaign = body.model === 'ItemCampaign' ? ((await getItemCampaign(ctx.db, body.item_id)) ?? null) : null;
    if (body.model === 'ItemCampaign' && !campaign) throw notFound('Campaign item not found.', 'item_id');
    const item = await getItem(ctx.db, campaign ? campaign.item_id : body.item_id);
    if (!item) throw notFound('Item not found.', 'item_id');
    checkModuleHeader(req, item);
    const priced = await priceAndCheck(ctx, owner, item, body, null, campaign);
    const variation = JSON.stringify(priced.variation);
    const addOnIds = JSON.stringify(priced.add_on_ids);
    const stamp = ctx.now().toISOString();
    const added = await addCartLine(
      ctx.db,
      {
        owner_type: owner.type,
        owner_id: owner.id,
        module_id: item.module_id,
        item_id: item.id,
        item_type: campaign ? 'ItemCampaign' : 'Item',
        campaign_id: campaign?.id ?? null,
        quantity: body.quantity,
        price: priced.unitPrice,
        variation,
        add_on_ids: addOnIds,
        add_on_qtys: JSON.stringify(priced.add_on_qtys),
        created_at: stamp,
        updated_at: stamp,
      },
      MAX_CART_LINES,
    );
    if (added === 'duplicate') throw forbidden('cart_item', 'Item already exists in the cart.');
    if (added === 'full') throw httpError(422, 'cart', `The cart may not have more than ${MAX_CART_LINES} items.`);
    return cartReply(ctx, owner);
  });

  const update = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(UpdateCartPayloadSchema, bodyOf(req));
    const line = await ownedCartRow(ctx.db, owner, body.cart_id);
    if (!line) throw notFound('Cart item not found.', 'cart_id');
    if ((line.campaign_id ?? line.item_id) !== body.item_id) {
      throw forbidden('item_id', 'The item does not match the cart line.');
    }
    const item = await getItem(ctx.db, line.item_id);
    if (!item) throw notFound('Item not found.', 'item_id');
    const campaign = line.campaign_id === null ? null : ((await getItemCampaign(ctx.db, line.campaign_id)) ?? null);
    if (line.campaign_id !== null && !campaign) throw forbidden('item_id', CAMPAIGN_OVER_MESSAGE);
    const priced = await priceAndCheck(ctx, owner, item, body, line.id, campaign);
    await updateCartRow(ctx.db, owner, line.id, {
      quantity: body.quantity,
      price: priced.unitPrice,
      variation: JSON.stringify(priced.variation),
      add_on_ids: JSON.stringify(priced.add_on_ids),
      add_on_qtys: JSON.stringify(priced.add_on_qtys),
      updated_at: ctx.now().toISOString(),
    });
    return cartReply(ctx, owner);
  };
  app.post('/customer/cart/update', update);
  app.put('/customer/cart/update', update);

  const removeItem = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const { cart_id } = parseOr422(RemoveCartItemQuerySchema, { ...bodyOf(req), ...queryOf(req) });
    const removed = await deleteCartRow(ctx.db, owner, cart_id);
    if (removed === 0) throw notFound('Cart item not found.', 'cart_id');
    return cartReply(ctx, owner);
  };
  app.delete('/customer/cart/remove-item', removeItem);
  app.post('/customer/cart/remove-item', removeItem);

  const removeAll = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const raw = req.headers.moduleid;
    const moduleHeader = Number(Array.isArray(raw) ? raw[0] : raw);
    await clearCart(ctx.db, owner, Number.isInteger(moduleHeader) && moduleHeader > 0 ? moduleHeader : undefined);
    return cartReply(ctx, owner);
  };
  app.delete('/customer/cart/remove', removeAll);
  app.post('/customer/cart/remove', removeAll);
}
