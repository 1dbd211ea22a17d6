import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  EmptyState,
  LoadFailed,
  formatCount,
  Skeleton,
  moduleAtom,
  useAtomValue,
} from '@storefront/shared';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { useCatalogue } from '../lib/use-catalogue';
import { CACHE_MS } from '../lib/section-constants';
import { ITEM_LIST_EMPTY_TEXT } from '../lib/listing-query';

const Grid = styled.ul`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 1rem;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.5rem;
    padding: 1rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    text-align: center;
    font-weight: 600;
  }
  ${Picture} {
    width: 80px;
    height: 80px;
    border-radius: 50%;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** /categories: the module's categories; each opens /category/{id}. */
export function CategoriesPage() {
  const selected = useAtomValue(moduleAtom);
  const { data, error, mutate } = useCatalogue(
    '/categories',
    CategoryListSchema,
    {},
    {
      cacheMs: CACHE_MS.categories,
      requireModule: false,
    },
  );
  return (
    <>
      <h1>Categories</h1>
      {error ? (
        <LoadFailed title="Categories could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <Grid aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton $height="150px" />
            </li>
          ))}
        </Grid>
      ) : data.length === 0 ? (
        <EmptyState title={ITEM_LIST_EMPTY_TEXT} />
      ) : (
        <Grid>
          {data.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.id}?${new URLSearchParams({
                  name: category.name,
                  ...(selected ? { module_id: String(selected.id) } : {}),
                }).toString()}`}
              >
                <Picture src={category.image_full_url} alt="" name={category.name} size={PICTURE_SIZES.category} />
                {category.name}
                {category.products_count !== undefined ? (
                  <small>{formatCount(category.products_count, 'item')}</small>
                ) : null}
              </Link>
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
