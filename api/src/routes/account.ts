import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AddressPayloadSchema,
  type AddressListResponseSchema,
  type AddressSchema,
} from '@storefront/shared/contract/address';
import type { Wire } from '@storefront/shared/contract/common';
import type { VisitAgainResponseSchema } from '@storefront/shared/contract/store';
import { WishlistQuerySchema, type WishlistResponseSchema } from '@storefront/shared/contract/wishlist';
import {
  addWishlist,
  deleteAddress,
  insertAddress,
  ownedAddress,
  removeWishlist,
  updateAddress,
  userAddresses,
  wishlistEntry,
  wishlistOf,
  type AddressRow,
} from '../db/queries/account';
import { getItem, getStoreByIdOrSlug, itemsByIds, listZones, storesByIds } from '../db/queries/catalogue';
import { isUniqueViolation } from '../db/queries/locks';
import { ownerOrders } from '../db/queries/orders';
import { requireUser } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { pointInPolygon, type Point } from '../lib/geo';
import { bodyOf, idParam, parseOr422, queryOf, requestPoint } from '../lib/request';
import { serializeItems, serializeStores } from '../serializers/catalogue';
import { moduleIdHeader } from '../lib/module';

type Address = Wire<typeof AddressSchema>;
type AddressListResponse = Wire<typeof AddressListResponseSchema>;
type WishlistResponse = Wire<typeof WishlistResponseSchema>;
type VisitAgainResponse = Wire<typeof VisitAgainResponseSchema>;

export const ADDRESS_ADDED_MESSAGE = 'Successfully added!';
export const ADDRESS_UPDATED_MESSAGE = 'Updated successfully.';
export const ADDRESS_DELETED_MESSAGE = 'Successfully removed!';
export const WISHLIST_ADDED_MESSAGE = 'Added to wishlist';
export const WISHLIST_REMOVED_MESSAGE = 'Removed from wishlist';

/** Ids of the zones whose polygon holds the point. */
async function zoneIdsAt(ctx: AppContext, point: Point): Promise<number[]> {
  return (await listZones(ctx.db))
    .filter((z) => pointInPolygon(point, JSON.parse(z.coordinates) as Point[]))
    .map((z) => z.id);
}

const addressToWire = (a: AddressRow, zoneIds: number[]): Address => ({
  id: a.id,
  user_id: a.user_id,
  address_type: a.address_type,
  address_label: a.address_label,
  contact_person_name: a.contact_person_name,
  contact_person_number: a.contact_person_number,
  address: a.address,
  latitude: a.latitude,
  longitude: a.longitude,
  zone_id: a.zone_id,
  zone_ids: zoneIds,
  road: a.road,
  house: a.house,
  floor: a.floor,
  additional_information: a.additional_information,
  created_at: a.created_at,
  updated_at: a.updated_at,
});

/** The moduleId header when it names a module, else undefined (customer calls are exempt from the check). */
/**
 * Signed-in customer calls: addresses, wishlist, visited stores (reviews are in ./reviews, wallet and
 * loyalty in ./wallet).
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // ---------- addresses ----------

  app.get('/customer/address/list', async (req): Promise<AddressListResponse> => {
    const user = await requireUser(req, ctx);
    const rows = await userAddresses(ctx.db, user.id);
    const zones = await listZones(ctx.db);
    const addresses = rows.map((a) =>
      addressToWire(
        a,
        zones
          .filter((z) => pointInPolygon({ lat: a.latitude, lng: a.longitude }, JSON.parse(z.coordinates) as Point[]))
          .map((z) => z.id),
      ),
    );
    return { total_size: addresses.length, limit: null, offset: null, addresses };
  });

  /** Validates the form and finds its zones: 422 with the form's messages, 403 outside every zone. */
  const readAddress = async (req: FastifyRequest) => {
    const body = parseOr422(AddressPayloadSchema, bodyOf(req));
    const zoneIds = await zoneIdsAt(ctx, { lat: body.latitude, lng: body.longitude });
    if (zoneIds.length === 0) throw forbidden('coordinates', 'Service not available in this area');
    return { body, zoneIds };
  };

  app.post('/customer/address/add', async (req) => {
    const user = await requireUser(req, ctx);
    const { body, zoneIds } = await readAddress(req);
    const stamp = ctx.now().toISOString();
    await insertAddress(ctx.db, {
      user_id: user.id,
      address_type: body.address_type,
      address_label: body.address_label ?? null,
      contact_person_name: body.contact_person_name,
      contact_person_number: body.contact_person_number,
      address: body.address,
      latitude: body.latitude,
      longitude: body.longitude,
      zone_id: zoneIds[0] ?? null,
      road: body.road ?? null,
      house: body.house ?? null,
      floor: body.floor ?? null,
      additional_information: body.additional_information ?? null,
      created_at: stamp,
      updated_at: stamp,
    });
    return { message: ADDRESS_ADDED_MESSAGE, zone_ids: zoneIds };
  });

  const update = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const user = await requireUser(req, ctx);
    const existing = await ownedAddress(ctx.db, user.id, idParam(req));
    if (!existing) throw notFound('Address not found.', 'address_id');
    const { body, zoneIds } = await readAddress(req);
    await updateAddress(ctx.db, user.id, existing.id, {
      address_type: body.address_type,
      address_label: body.address_label ?? null,
      contact_person_name: body.contact_person_name,
      contact_person_number: body.contact_person_number,
      address: body.address,
      latitude: body.latitude,
      longitude: body.longitude,
      zone_id: zoneIds[0] ?? null,
      road: body.road ?? null,
      house: body.house ?? null,
      floor: body.floor ?? null,
      additional_information: body.additional_information ?? null,
      updated_at: ctx.now().toISOString(),
    });
    return { message: ADDRESS_UPDATED_MESSAGE, zone_ids: zoneIds };
  };
  app.put('/customer/address/update/:id', update);
  app.post('/customer/address/update/:id', update);

  const remove = async (req: FastifyRequest) => {
    const user = await requireUser(req, ctx);
    const { address_id } = parseOr422(
      z.object({
        address_id: z.coerce
          .number({ message: 'The address id field is required.' })
          .int()
          .positive('The address id field is required.'),
      }),
      { ...bodyOf(req), ...queryOf(req) },
    );
    if ((await deleteAddress(ctx.db, user.id, address_id)) === 0) throw notFound('Address not found.', 'address_id');
    return { message: ADDRESS_DELETED_MESSAGE };
  };
  app.delete('/customer/address/delete', remove);
  app.post('/customer/address/delete', remove);

  // ---------- wishlist ----------

  app.get('/customer/wish-list', async (req): Promise<WishlistResponse> => {
    const user = await requireUser(req, ctx);
    const moduleId = moduleIdHeader(req);
    const entries = await wishlistOf(ctx.db, user.id);
    const itemIds = entries.flatMap((e) => (e.item_id === null ? [] : [e.item_id]));
    const storeIds = entries.flatMap((e) => (e.store_id === null ? [] : [e.store_id]));
    const items = (await itemsByIds(ctx.db, itemIds)).filter(
      (i) => i.status === 1 && (moduleId === undefined || i.module_id === moduleId),
    );
    const stores = (await storesByIds(ctx.db, storeIds)).filter(
      (s) => s.active === 1 && (moduleId === undefined || s.module_id === moduleId),
    );
    const order = <T extends { id: number }>(rows: T[], ids: number[]) =>
      ids.flatMap((id) => rows.filter((r) => r.id === id));
    return {
      item: await serializeItems(ctx, order(items, itemIds)),
      store: await serializeStores(ctx, order(stores, storeIds), requestPoint(req)),
    };
  });

  app.post('/customer/wish-list/add', async (req) => {
    const user = await requireUser(req, ctx);
    const key = parseOr422(WishlistQuerySchema, { ...bodyOf(req), ...queryOf(req) });
    if (key.item_id !== undefined && !(await getItem(ctx.db, key.item_id))) {
      throw notFound('Item not found.', 'item_id');
    }
    if (key.store_id !== undefined && !(await getStoreByIdOrSlug(ctx.db, String(key.store_id)))) {
      throw notFound('Store not found.', 'store_id');
    }
    const listedAlready = () => forbidden('wishlist', 'Already in your wishlist');
    if (await wishlistEntry(ctx.db, user.id, key)) throw listedAlready();
    // Once per customer (a unique index): of adds sent at once one is stored, the others refused.
    await addWishlist(ctx.db, user.id, key, ctx.now()).catch((error: unknown) => {
      throw isUniqueViolation(error) ? listedAlready() : error;
    });
    return { message: WISHLIST_ADDED_MESSAGE };
  });

  const unwish = async (req: FastifyRequest) => {
    const user = await requireUser(req, ctx);
    const key = parseOr422(WishlistQuerySchema, { ...bodyOf(req), ...queryOf(req) });
    const entry = await wishlistEntry(ctx.db, user.id, key);
    if (!entry) throw notFound('Not found in your wishlist', 'wishlist');
    await removeWishlist(ctx.db, entry);
    return { message: WISHLIST_REMOVED_MESSAGE };
  };
  app.delete('/customer/wish-list/remove', unwish);
  app.post('/customer/wish-list/remove', unwish);

  // ---------- visited stores ----------

  app.get('/customer/visit-again', async (req): Promise<VisitAgainResponse> => {
    const user = await requireUser(req, ctx);
    const moduleId = moduleIdHeader(req);
    const storeIds = [
      ...new Set(
        (await ownerOrders(ctx.db, { type: 'user', id: user.id }))
          .filter((o) => o.store_id !== null && o.order_status !== 'failed' && o.order_status !== 'canceled')
          .map((o) => o.store_id as number),
      ),
    ];
    const stores = (await storesByIds(ctx.db, storeIds)).filter(
      (s) => s.active === 1 && (moduleId === undefined || s.module_id === moduleId),
    );
    return serializeStores(
      ctx,
      storeIds.flatMap((id) => stores.filter((s) => s.id === id)),
      requestPoint(req),
    );
  });
}
