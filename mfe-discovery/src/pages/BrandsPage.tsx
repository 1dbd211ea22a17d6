import { useState } from 'react';
import { Link, Navigate } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  LoadFailed,
  SelectField,
  formatCount,
  Skeleton,
  moduleAtom,
  useAtomValue,
} from '@storefront/shared';
import { BrandListSchema, type Brand } from '@storefront/shared/contract/brand';
import { useCatalogue } from '../lib/use-catalogue';
import { BRANDS_SHOWN, BRAND_SORT_OPTIONS, sortBrands, type BrandSort } from '../lib/promotion-rules';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1rem;
  @media (max-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > li:first-child {
    grid-column: span 2;
    grid-row: span 2;
  }
  a {
    height: 100%;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    padding: 1rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
    text-align: center;
  }
  ${Picture} {
    width: 72px;
    height: 72px;
    object-fit: contain;
  }
  > li:first-child ${Picture} {
    width: 160px;
    height: 160px;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function brandListingPath(brand: Pick<Brand, 'id' | 'name'>, moduleId?: number): string {
  const params = new URLSearchParams({ data_type: 'brand', brand_id: String(brand.id), name: brand.name });
  if (moduleId) params.set('module_id', String(moduleId));
  return `/home?${params.toString()}`;
}

/** /all-brands: the first brand large plus up to 8 others, sortable; no brands sends the customer home. */
export function BrandsPage() {
  const selected = useAtomValue(moduleAtom);
  const [sort, setSort] = useState<BrandSort>('Default');
  const { data, error, mutate } = useCatalogue('/brand', BrandListSchema);
  if (data && data.length === 0) return <Navigate to="/home" replace />;
  const brands = sortBrands(data ?? [], sort).slice(0, BRANDS_SHOWN);
  return (
    <section aria-labelledby="brands-title">
      <Header>
        <h1 id="brands-title">Brands</h1>
        <SelectField
          label="Sort brands"
          inline
          options={BRAND_SORT_OPTIONS}
          value={sort}
          onChange={(event) => setSort(event.target.value as BrandSort)}
        />
      </Header>
      {error ? (
        <LoadFailed title="Brands could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <Grid aria-busy="true" aria-label="Loading brands">
          {Array.from({ length: BRANDS_SHOWN }, (_, index) => (
            <li key={index}>
              <Skeleton $height="140px" />
            </li>
          ))}
        </Grid>
      ) : (
        <Grid aria-label="Brands">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link to={brandListingPath(brand, selected?.id)}>
                <Picture src={brand.image_full_url} alt="" name={brand.name} size={PICTURE_SIZES.brand} />
                {brand.name}
                <small>{formatCount(brand.items_count, 'item')}</small>
              </Link>
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
