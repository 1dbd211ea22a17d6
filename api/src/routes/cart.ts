import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddToCartPayloadSchema,
  RemoveCartItemQuerySchema,
  UpdateCartPayloadSchema,
  type CartLineSchema,
  type CartVariation,
} from '../../../shared/src/contract/cart';
import type { Wire } from '../../../shared/src/contract/common';

type CartLine = Wire<typeof CartLineSchema>;
type Cart = CartLine[];
import { getItem, getModule, itemsByIds, storesByIds, type ItemRow } from '../db/queries/catalogue';
import {
  cartRows,
  clearCart,
  deleteCartRow,
  insertCartRow,
  ownedCartRow,
  updateCartRow,
  type CartOwner,
  type CartRow,
} from '../db/queries/carts';
import { resolveOwner } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { bodyOf, parseOr422, queryOf } from '../lib/request';
import { serializeItems, storeDiscountPercent } from '../serializers/catalogue';
import { checkLimits, priceLine } from '../services/cart-pricing';

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The whole cart of the owner, every module, oldest line first. */
async function cartReply(ctx: AppContext, owner: CartOwner): Promise<Cart> {
  const rows = await cartRows(ctx.db, owner);
  const items = await serializeItems(ctx, await itemsByIds(ctx.db, [...new Set(rows.map((r) => r.item_id))]));
  const byId = new Map(items.map((i) => [Number(i.id), i]));
  return rows.flatMap((r): CartLine[] => {
    const item = byId.get(r.item_id);
    if (!item) return [];
    return [
      {
        id: r.id,
        item_id: r.item_id,
        item_type: r.item_type,
        module_id: r.module_id,
        quantity: r.quantity,
        price: r.price,
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
) {
  const [store] = await storesByIds(ctx.db, [item.store_id]);
  if (!store || store.active !== 1) throw notFound('Item not found.', 'item_id');
  const priced = priceLine(item, storeDiscountPercent(store, ctx.now()), request);
  const module = await getModule(ctx.db, item.module_id);
  const others = (await cartRows(ctx.db, owner)).filter((r) => r.item_id === item.id && r.id !== exceptId);
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
    if (body.model === 'ItemCampaign') throw notFound('Campaign item not found.', 'item_id');
    const item = await getItem(ctx.db, body.item_id);
    if (!item) throw notFound('Item not found.', 'item_id');
    checkModuleHeader(req, item);
    const priced = await priceAndCheck(ctx, owner, item, body, null);
    const variation = JSON.stringify(priced.variation);
    const addOnIds = JSON.stringify(priced.add_on_ids);
    const existing = (await cartRows(ctx.db, owner)).find(
      (r) => r.item_id === item.id && r.variation === variation && r.add_on_ids === addOnIds,
    );
    if (existing) throw forbidden('cart_item', 'Item already exists in the cart.');
    const stamp = ctx.now().toISOString();
    await insertCartRow(ctx.db, {
      owner_type: owner.type,
      owner_id: owner.id,
      module_id: item.module_id,
      item_id: item.id,
      item_type: 'Item',
      quantity: body.quantity,
      price: priced.unitPrice,
      variation,
      add_on_ids: addOnIds,
      add_on_qtys: JSON.stringify(priced.add_on_qtys),
      created_at: stamp,
      updated_at: stamp,
    });
    return cartReply(ctx, owner);
  });

  const update = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(UpdateCartPayloadSchema, bodyOf(req));
    const line = await ownedCartRow(ctx.db, owner, body.cart_id);
    if (!line) throw notFound('Cart item not found.', 'cart_id');
    if (line.item_id !== body.item_id) throw forbidden('item_id', 'The item does not match the cart line.');
    const item = await getItem(ctx.db, line.item_id);
    if (!item) throw notFound('Item not found.', 'item_id');
    const priced = await priceAndCheck(ctx, owner, item, body, line.id);
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
