import { readDraft, useDraft, writeDraft, type DraftSpec } from '@storefront/shared/forms';
import { z } from '@storefront/shared/zod';
import { ParcelCategorySchema, type ParcelCategory } from '@storefront/shared/contract/parcel';
import type { DeliveryInfoValues } from './delivery-rules';

const point = z.nullable(z.number());

/** Every field of the delivery form, as the form holds it (phones as E.164, addresses as picked). */
const DeliveryValuesSchema = z.object({
  senderName: z.string(),
  senderPhone: z.string(),
  senderEmail: z.string(),
  senderAddress: z.string(),
  senderLat: point,
  senderLng: point,
  receiverName: z.string(),
  receiverPhone: z.string(),
  receiverAddress: z.string(),
  receiverLat: point,
  receiverLng: point,
  chargePayer: z.enum(['sender', 'receiver']),
  paymentMethod: z.enum(['cash_on_delivery', 'digital_payment']),
  instruction: z.string(),
});

const ParcelDraftSchema = z.object({
  /** Saved when the category is chosen, before /parcel-delivery-info opens. */
  category: ParcelCategorySchema,
  values: z.optional(DeliveryValuesSchema),
});

export type ParcelDraft = z.infer<typeof ParcelDraftSchema>;

/** The parcel form, kept in every tab until the parcel order is placed. */
export const PARCEL_DRAFT: DraftSpec<ParcelDraft> = {
  name: 'parcel',
  version: 1,
  schema: ParcelDraftSchema,
  storage: 'local',
};

/** Saves after a short pause in typing; a pending save is written when the page goes or the form unmounts. */
const SAVE_DELAY_MS = 300;

/** A new category keeps what was already typed: only what is sent changes. */
export function saveDraftCategory(category: ParcelCategory): void {
  writeDraft(PARCEL_DRAFT, { ...readDraft(PARCEL_DRAFT), category });
}

export const readDraftCategory = (): ParcelCategory | null => readDraft(PARCEL_DRAFT)?.category ?? null;

export const readDraftValues = (): DeliveryInfoValues | null => readDraft(PARCEL_DRAFT)?.values ?? null;

/** Saves the form with its category as it changes; `clear` once the order is placed. */
export function useParcelDraft(category: ParcelCategory, values: DeliveryInfoValues) {
  return useDraft(PARCEL_DRAFT, { category, values }, { delayMs: SAVE_DELAY_MS });
}
