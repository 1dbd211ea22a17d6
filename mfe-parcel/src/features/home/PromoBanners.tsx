import styled from 'styled-components';
import { PICTURE_SIZES, Picture, Skeleton } from '@storefront/shared';
import { usePromoBanners } from '../../lib/use-parcel-home';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 1rem;
  margin-top: 1.5rem;
  ${Picture} {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 12px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/** The first banner with a picture: the parcel home's largest paint, fetched at once and first. */
export const firstShown = <B extends { value_full_url: string | null }>(banners: B[]) =>
  banners.find((banner) => banner.value_full_url);

/** The parcel promo banners (value_full_url); nothing when there are none or they fail. */
export function PromoBanners() {
  const { data, isLoading } = usePromoBanners();
  if (isLoading) return <Skeleton $height="160px" style={{ marginTop: '1.5rem' }} />;
  if (!data?.length) return null;
  const priority = firstShown(data);
  return (
    <Grid aria-label="Parcel offers" role="region">
      {data.map((banner) =>
        banner.value_full_url ? (
          <Picture
            key={banner.id}
            src={banner.value_full_url}
            alt={banner.title}
            size={PICTURE_SIZES.banner}
            priority={banner === priority}
          />
        ) : null,
      )}
    </Grid>
  );
}
