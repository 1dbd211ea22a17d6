import { z } from '@storefront/shared/zod';
import { IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { ItemSchema } from './item';
import { StoreSchema } from './store';

/** A basic campaign (stores take part); the client counts down to end_date or shows it is over. */
export const BasicCampaignSchema = z.object({
  id: IdSchema,
  title: z.string(),
  slug: z.nullable(z.string()),
  description: z.nullable(z.string()),
  image_full_url: ImageUrlSchema,
  module_id: IdSchema,
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.optional(z.nullable(z.string())),
  end_time: z.optional(z.nullable(z.string())),
  is_running: z.boolean(),
});
export type BasicCampaign = z.infer<typeof BasicCampaignSchema>;

/** GET /campaigns/basic: the module's running basic campaigns. */
export const BasicCampaignListSchema = z.array(BasicCampaignSchema);

/** GET /campaigns/basic-campaign-details?basic_campaign_id= */
export const BasicCampaignDetailsSchema = z.extend(BasicCampaignSchema, {
  stores: z.array(StoreSchema),
});
export type BasicCampaignDetails = z.infer<typeof BasicCampaignDetailsSchema>;

/**
 * An item campaign: the item with its campaign dates (available_date_starts marks a campaign
 * item); `id` is the campaign's, `item_id` the item's.
 */
export const CampaignItemSchema = z.extend(ItemSchema, {
  item_id: IdSchema,
  title: z.string(),
  available_date_starts: z.string(),
  available_date_ends: z.string(),
  campaign_price: NumericSchema,
  is_running: z.boolean(),
});
export type CampaignItem = z.infer<typeof CampaignItemSchema>;

/** GET /campaigns/item: the module's item campaigns, running first. */
export const CampaignItemListSchema = z.array(CampaignItemSchema);
