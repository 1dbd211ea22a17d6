import styled from 'styled-components';
import { PICTURE_SIZES, Picture } from '@storefront/shared';
import { PromotionalBannerListSchema } from '@storefront/shared/contract/other-banner';
import { HomeSection, SkeletonCards, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { CACHE_MS } from '../../lib/section-constants';

const Banner = styled(Picture)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 5 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** The bottom banner: the module's promotional banner. */
export function BottomBanner() {
  const { data, error, mutate } = useCatalogue(
    '/other-banners',
    PromotionalBannerListSchema,
    {},
    { cacheMs: CACHE_MS.banners },
  );
  const banner = data?.[0];
  return (
    <HomeSection
      id="bottomBanner"
      title={banner?.title ?? 'Promotion'}
      hideTitle
      state={sectionState(data, error, !banner)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={1} height="180px" label="Loading the promotion" />}
    >
      {banner ? <Banner src={banner.value_full_url} alt={banner.title} size={PICTURE_SIZES.banner} /> : null}
    </HomeSection>
  );
}
