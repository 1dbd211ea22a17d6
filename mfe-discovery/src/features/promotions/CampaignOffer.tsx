import styled from 'styled-components';
import { formatPrice, priceFormatOf, useConfig } from '@storefront/shared';
import { CampaignItemListSchema } from '@storefront/shared/contract/campaign';
import { useCatalogue } from '../../lib/use-catalogue';
import { Countdown } from './Countdown';
import { campaignEnd } from '../../lib/promotion-rules';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** On a campaign item's page (product_type=campaign): the campaign, its price and its countdown. */
export function CampaignOffer({ itemId, moduleId }: { itemId: number; moduleId: number }) {
  const { data: config } = useConfig();
  const { data } = useCatalogue('/campaigns/item', CampaignItemListSchema, {}, { moduleId });
  const campaign =
    data?.find((entry) => entry.item_id === itemId && entry.is_running) ??
    data?.find((entry) => entry.item_id === itemId);
  if (!campaign) return null;
  return (
    <Box role="note" aria-label={campaign.title}>
      <span>
        {campaign.title}: <strong>{formatPrice(campaign.campaign_price, priceFormatOf(config))}</strong>
      </span>
      <Countdown end={campaignEnd(campaign.available_date_ends)} />
    </Box>
  );
}
