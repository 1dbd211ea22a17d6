// Placing a parcel order: sender and receiver inside the module's zones, priced by distance.
import { z } from 'zod';
import { ReceiverDetailsSchema } from '@storefront/shared/contract/parcel';
import type { CartOwner } from '../../db/queries/carts';
import { listModuleZones, listZones, type ModuleRow, type ZoneRow } from '../../db/queries/catalogue';
import type { BusinessSettings } from '../../db/business-settings';
import type { AppContext } from '../../lib/context';
import { forbidden, httpError, notFound, validationError } from '../../lib/errors';
import { distanceMeters, pointInPolygon, type Point } from '../../lib/geo';
import { parseJson } from '../../lib/json';
import { distanceCharge } from '../order-pricing';
import { addressJson, contactColumns, contactOf, destinationOf } from './order-contact';
import { baseOrder, lifecycleFields, placedReply, saveOrder, type WithOrder } from './order-records';
import {
  checkoutSettings,
  decidePayment,
  required,
  scheduleOf,
  zoneRing,
  type PlaceOrderPayload,
  type PlaceOrderResponse,
} from './placement-rules';
import { round2 } from '../../lib/money';

/** What a parcel order costs and where it runs, after every check but the receiver's details and payment. */
export interface PricedParcel {
  settings: BusinessSettings;
  categoryId: number;
  senderZone: ZoneRow;
  km: number;
  charge: number;
  additional: number;
  total: number;
}

/** The receiver's point, all a price needs (placing checks the whole receiver). */
function receiverPointOf(body: PlaceOrderPayload): Point {
  if (body.receiver_details === undefined)
    throw required('receiver_details', 'The receiver details field is required.');
  const raw =
    typeof body.receiver_details === 'string' ? parseJson<unknown>(body.receiver_details, null) : body.receiver_details;
  const point = z
    .object(ReceiverDetailsSchema.shape)
    .pick({ latitude: true, longitude: true })
    .safeParse(raw ?? {});
  if (!point.success) {
    const err = validationError(point.error);
    throw httpError(
      422,
      `receiver_details.${err.errors[0]?.code ?? 'body'}`,
      err.errors[0]?.message ?? 'Invalid receiver.',
    );
  }
  return { lat: point.data.latitude, lng: point.data.longitude };
}

/** Prices a parcel by the distance between sender and receiver, both inside the module's zones. */
export async function priceParcelOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
): Promise<PricedParcel> {
  const settings = await checkoutSettings(ctx, owner);
  if (module.module_type !== 'parcel') throw forbidden('order_type', 'Parcel orders belong to the parcel module.');
  if (body.parcel_category_id === undefined) {
    throw required('parcel_category_id', 'The parcel category id field is required.');
  }
  const category = await ctx.db
    .selectFrom('parcel_categories')
    .selectAll()
    .where('id', '=', body.parcel_category_id)
    .where('module_id', '=', module.id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!category) throw notFound('Parcel category not found.', 'parcel_category_id');
  const receiverPoint = receiverPointOf(body);
  const sender = destinationOf(body);
  const [zones, links] = await Promise.all([listZones(ctx.db), listModuleZones(ctx.db)]);
  const served = zones.filter((z) => links.some((l) => l.zone_id === z.id && l.module_id === module.id));
  const senderZone = served.find((z) => pointInPolygon(sender, zoneRing(z)));
  if (!senderZone || !served.some((z) => pointInPolygon(receiverPoint, zoneRing(z)))) {
    throw forbidden('coordinates', 'Service not available in this area');
  }
  const km = distanceMeters(sender, receiverPoint) / 1000;
  const charge = distanceCharge(km, {
    perKm: category.parcel_per_km_shipping_charge ?? settings.parcel_per_km_shipping_charge,
    minimum: category.parcel_minimum_shipping_charge ?? settings.parcel_minimum_shipping_charge,
    maximum: null,
    increasedPercent: senderZone.increased_delivery_fee_status === 1 ? senderZone.increased_delivery_fee : 0,
  });
  const additional = settings.additional_charge_status === 1 ? settings.additional_charge : 0;
  const total = round2(charge + body.dm_tips + additional);
  return { settings, categoryId: category.id, senderZone, km, charge, additional, total };
}

export async function placeParcelOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
  withOrder?: WithOrder,
): Promise<PlaceOrderResponse> {
  const priced = await priceParcelOrder(ctx, owner, module, body);
  const { settings, senderZone, km, charge, additional, total } = priced;
  const rawReceiver =
    typeof body.receiver_details === 'string' ? parseJson<unknown>(body.receiver_details, null) : body.receiver_details;
  const receiverResult = ReceiverDetailsSchema.safeParse(rawReceiver ?? {});
  if (!receiverResult.success) {
    const err = validationError(receiverResult.error);
    throw httpError(
      422,
      `receiver_details.${err.errors[0]?.code ?? 'body'}`,
      err.errors[0]?.message ?? 'Invalid receiver.',
    );
  }
  const receiver = receiverResult.data;
  if (!body.charge_payer) throw required('charge_payer', 'The charge payer field is required.');
  const contact = await contactOf(ctx, owner, body);
  if (body.charge_payer === 'receiver' && body.payment_method !== 'cash_on_delivery') {
    throw forbidden('payment_method', 'When the receiver pays, the payment is cash on delivery.');
  }
  const now = ctx.now();
  const schedule = scheduleOf(body, now);
  const outcome = await decidePayment(ctx, owner, body, total, senderZone, settings);
  const order = baseOrder(now, owner, {
    module_id: module.id,
    zone_id: senderZone.id,
    order_type: 'parcel',
    payment_method: body.payment_method,
    order_amount: total,
    delivery_charge: charge,
    original_delivery_charge: charge,
    additional_charge: additional,
    dm_tips: body.dm_tips,
    distance: round2(km),
    delivery_address: addressJson(body, contact),
    ...contactColumns(contact),
    receiver_details: JSON.stringify({
      ...receiver,
      latitude: String(receiver.latitude),
      longitude: String(receiver.longitude),
    }),
    parcel_category_id: priced.categoryId,
    charge_payer: body.charge_payer,
    order_note: body.order_note ?? null,
    delivery_instruction: body.delivery_instruction ?? null,
    ...lifecycleFields(outcome, now, schedule),
  });
  const id = await saveOrder(ctx, owner, order, [], { stock: [], cartLineIds: null, withOrder });
  return placedReply(ctx, id, total, outcome);
}
