import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture, moduleAtom, useAtomValue } from '@storefront/shared';
import { formatPrice, priceFormatOf, useConfig } from '@storefront/shared';
import {
  BasicCampaignListSchema,
  CampaignItemListSchema,
  type CampaignItem,
} from '@storefront/shared/contract/campaign';
import { campaignPath, productPath } from '../../lib/links';
import { Carousel } from '../../ui/Carousel';
import { HomeSection, SkeletonCards, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { Countdown } from './Countdown';
import { CAMPAIGNS_CAROUSEL, campaignEnd, campaignSlides } from '../../lib/promotion-rules';

export const CAMPAIGNS_TITLE = 'Just For You';

const Card = styled.article`
  position: relative;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${Picture} {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 5 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.75rem 1rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  a {
    color: inherit;
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
`;

function CampaignItemCard({ item }: { item: CampaignItem }) {
  const { data: config } = useConfig();
  return (
    <Card>
      <Picture src={item.image_full_url} alt="" name={item.title} size={PICTURE_SIZES.item} />
      <div>
        <h3>
          <Link to={productPath(item)}>{item.title}</Link>
        </h3>
        <span>
          {item.name}: <strong>{formatPrice(item.campaign_price, priceFormatOf(config))}</strong>
        </span>
        <Countdown end={campaignEnd(item.available_date_ends)} />
      </div>
    </Card>
  );
}

/** 'Just For You': the module's running campaigns, 2 side by side (1 when alone), autoplay every 4 s. */
export function CampaignsSection() {
  const selected = useAtomValue(moduleAtom);
  const { data, error, mutate } = useCatalogue('/campaigns/basic', BasicCampaignListSchema);
  // Item campaigns that are still running join the stores' campaigns; this call failing leaves them out.
  const { data: itemCampaigns } = useCatalogue('/campaigns/item', CampaignItemListSchema);
  const running = (itemCampaigns ?? []).filter((item) => item.is_running);
  const campaigns = data ?? [];
  const count = campaigns.length + running.length;
  return (
    <HomeSection
      id="campaigns"
      title={CAMPAIGNS_TITLE}
      state={sectionState(data, error, count === 0)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={2} height="200px" label={`Loading ${CAMPAIGNS_TITLE}`} />}
    >
      <Carousel
        label={CAMPAIGNS_TITLE}
        perView={campaignSlides(count)}
        breakpoints={[{ maxWidth: 600, perView: 1 }]}
        autoplayMs={CAMPAIGNS_CAROUSEL.autoplayMs}
      >
        {campaigns.map((campaign) => (
          <Card key={campaign.id}>
            <Picture src={campaign.image_full_url} alt="" name={campaign.title} size={PICTURE_SIZES.campaign} />
            <div>
              <h3>
                <Link to={campaignPath(campaign, selected?.id)}>{campaign.title}</Link>
              </h3>
              <Countdown end={campaignEnd(campaign.end_date, campaign.end_time)} />
            </div>
          </Card>
        ))}
        {running.map((item) => (
          <CampaignItemCard key={`item-${item.id}`} item={item} />
        ))}
      </Carousel>
    </HomeSection>
  );
}
