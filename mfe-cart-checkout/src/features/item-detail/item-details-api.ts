import useSWR from 'swr';
import { getParsed, type ItemQuickViewTarget } from '@storefront/shared';
import { CampaignItemListSchema } from '@storefront/shared/contract/campaign';
import { ItemDetailsSchema, type ItemDetails } from '@storefront/shared/contract/item';
import { campaignDetails } from './item-rules';

/** The item's details; a campaign item's (named by its campaign id) carry the campaign's price and dates. */
async function fetchItem([, id, model]: [string, number, ItemQuickViewTarget['model']]): Promise<ItemDetails> {
  if (model !== 'ItemCampaign') return getParsed(`/items/details/${id}`, ItemDetailsSchema);
  const campaigns = await getParsed('/campaigns/item', CampaignItemListSchema);
  const campaign = campaigns.find((entry) => entry.id === id);
  if (!campaign) throw new Error(`campaign item ${id} not found`);
  return campaignDetails(await getParsed(`/items/details/${campaign.item_id}`, ItemDetailsSchema), campaign);
}

/** The details of the item a quick view target names. */
export function useItemDetails(target: ItemQuickViewTarget) {
  return useSWR(
    ['item-details', target.itemId, target.model] as [string, number, ItemQuickViewTarget['model']],
    fetchItem,
  );
}
