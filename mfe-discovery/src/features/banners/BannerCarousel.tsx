import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { itemQuickViewAtom, moduleAtom, useAtomValue, useSetAtom } from '@storefront/shared';
import { Carousel, carouselLoops } from '../../ui/Carousel';
import { BannersResponseSchema, type Banner } from '@storefront/shared/contract/banner';
import { BANNER_CAROUSEL, CACHE_MS } from '../home/section-constants';
import { HomeSection, SkeletonCards, sectionState } from '../catalogue/HomeSection';
import { useCatalogue } from '../catalogue/use-catalogue';
import { campaignPath } from '../promotions/CampaignsSection';
import { bannerTarget } from './banner-target';

const slideStyles = `
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  border-radius: 12px;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
  }
`;
const SlideLink = styled(Link)`
  ${slideStyles}
`;
const SlideAnchor = styled.a`
  ${slideStyles}
`;
const SlideButton = styled.button`
  ${slideStyles}
`;

function BannerSlide({ banner }: { banner: Banner }) {
  const selected = useAtomValue(moduleAtom);
  const openQuickView = useSetAtom(itemQuickViewAtom);
  const target = bannerTarget(banner, selected?.module_type, selected?.id);
  const image = <img src={banner.image_full_url ?? undefined} alt={banner.title} width="480" height="240" />;
  if (!target) return <div>{image}</div>;
  switch (target.kind) {
    case 'route':
      return <SlideLink to={target.href}>{image}</SlideLink>;
    case 'external':
      return (
        <SlideAnchor href={target.href} target="_blank" rel="noopener noreferrer">
          {image}
        </SlideAnchor>
      );
    case 'quickView':
      return (
        <SlideButton type="button" onClick={() => openQuickView({ itemId: target.itemId, moduleId: selected?.id })}>
          {image}
        </SlideButton>
      );
  }
}

/** The module's banners: 3 a view (1.1 below 600 px), autoplay every 4 s, wrapping only with more than 2. */
export function BannerCarousel() {
  const selected = useAtomValue(moduleAtom);
  const { data, error, mutate } = useCatalogue('/banners', BannersResponseSchema, {}, { cacheMs: CACHE_MS.banners });
  // In the food module the running campaigns join the banners (marked as campaigns).
  const campaigns = selected?.module_type === 'food' ? (data?.campaigns ?? []) : [];
  const banners = data?.banners ?? [];
  const count = banners.length + campaigns.length;
  return (
    <HomeSection
      id="banners"
      title="Offers"
      hideTitle
      state={sectionState(data, error, count === 0)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={3} height="180px" label="Loading offers" />}
    >
      <Carousel
        label="Offers"
        perView={BANNER_CAROUSEL.perView}
        breakpoints={[{ maxWidth: BANNER_CAROUSEL.narrowMaxWidth, perView: BANNER_CAROUSEL.narrowPerView }]}
        loop={carouselLoops(count, BANNER_CAROUSEL.loopsWithMoreThan)}
        autoplayMs={BANNER_CAROUSEL.autoplayMs}
        speedMs={BANNER_CAROUSEL.speedMs}
      >
        {banners.map((banner) => (
          <BannerSlide key={banner.id} banner={banner} />
        ))}
        {campaigns.map((campaign) => (
          <SlideLink key={`campaign-${campaign.id}`} to={campaignPath(campaign, selected?.id)} data-campaign="true">
            <img src={campaign.image_full_url ?? undefined} alt={campaign.title} width="480" height="240" />
          </SlideLink>
        ))}
      </Carousel>
    </HomeSection>
  );
}
