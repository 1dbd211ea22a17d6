import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  Skeleton,
  itemQuickViewAtom,
  moduleAtom,
  useAtomValue,
  useSetAtom,
} from '@storefront/shared';
import { Carousel, CarouselSkeleton, carouselLoops } from '../../ui/Carousel';
import { BannersResponseSchema, type Banner } from '@storefront/shared/contract/banner';
import { BANNER_SLIDE_SIZES } from '@storefront/shared/first-reads';
import { BANNER_CAROUSEL, CACHE_MS } from '../../lib/section-constants';
import { HomeSection, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { campaignPath } from '../../lib/links';
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
`;
/** A slide's proportions, which its skeleton keeps too. */
const SLIDE_ASPECT_RATIO = '2 / 1';
const SlidePicture = styled(Picture)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${SLIDE_ASPECT_RATIO};
  object-fit: cover;
`;
const SlideSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: ${SLIDE_ASPECT_RATIO};
  border-radius: 12px;
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

const BANNER_BREAKPOINTS = [{ maxWidth: BANNER_CAROUSEL.narrowMaxWidth, perView: BANNER_CAROUSEL.narrowPerView }];

/** `priority`: the carousel's first slide, likely the home's largest picture. */
function BannerSlide({ banner, priority }: { banner: Banner; priority: boolean }) {
  const selected = useAtomValue(moduleAtom);
  const openQuickView = useSetAtom(itemQuickViewAtom);
  const target = bannerTarget(banner, selected?.module_type, selected?.id);
  const image = (
    <SlidePicture
      src={banner.image_full_url}
      alt={banner.title}
      size={PICTURE_SIZES.banner}
      sizes={BANNER_SLIDE_SIZES}
      priority={priority}
    />
  );
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
      skeleton={
        <CarouselSkeleton
          label="Loading offers"
          // One more slide than fits, as a carousel of offers has: its buttons' row is kept.
          slides={BANNER_CAROUSEL.perView + 1}
          slide={<SlideSkeleton />}
          perView={BANNER_CAROUSEL.perView}
          breakpoints={BANNER_BREAKPOINTS}
        />
      }
    >
      <Carousel
        label="Offers"
        perView={BANNER_CAROUSEL.perView}
        breakpoints={BANNER_BREAKPOINTS}
        loop={carouselLoops(count, BANNER_CAROUSEL.loopsWithMoreThan)}
        autoplayMs={BANNER_CAROUSEL.autoplayMs}
        speedMs={BANNER_CAROUSEL.speedMs}
      >
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} priority={index === 0} />
        ))}
        {campaigns.map((campaign, index) => (
          <SlideLink key={`campaign-${campaign.id}`} to={campaignPath(campaign, selected?.id)} data-campaign="true">
            <SlidePicture
              src={campaign.image_full_url}
              alt={campaign.title}
              size={PICTURE_SIZES.campaign}
              sizes={BANNER_SLIDE_SIZES}
              priority={banners.length === 0 && index === 0}
            />
          </SlideLink>
        ))}
      </Carousel>
    </HomeSection>
  );
}
