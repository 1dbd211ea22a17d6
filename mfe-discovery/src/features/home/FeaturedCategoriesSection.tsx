import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture, Skeleton } from '@storefront/shared';
import { CategoryListSchema, type Category } from '@storefront/shared/contract/category';
import { Carousel, CarouselSkeleton, carouselLoops } from '../../ui/Carousel';
import { categoryListingPath } from '../../lib/links';
import { HomeSection, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { sectionTitle, type StoreModuleType } from './layouts';
import { CACHE_MS, FOOD_CATEGORIES_LOOP_AT } from '../../lib/section-constants';

const CategoryTile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  text-align: center;
  font-size: 0.9rem;
  font-weight: 600;
  ${Picture} {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

/** Categories side by side at full width. */
const FEATURED_CATEGORY_SLIDES = 8;
/** A tile whose name takes two lines: the row is as tall as its tallest tile. */
const TILE_HEIGHT = '149px';
const CATEGORY_BREAKPOINTS = [
  { maxWidth: 1180, perView: 5 },
  { maxWidth: 600, perView: 3.2 },
];

/** Featured categories are cached 8 minutes, plain categories 5: each in its own cache entry. */
export const FEATURED_CATEGORIES_ENTRY = 'featured-categories';

export function FeaturedCategoriesSection({ moduleType, moduleId }: { moduleType: StoreModuleType; moduleId: number }) {
  const { data, error, mutate } = useCatalogue(
    '/categories',
    CategoryListSchema,
    {},
    { cacheMs: CACHE_MS.featuredCategories, cacheEntry: FEATURED_CATEGORIES_ENTRY },
  );
  const title = sectionTitle('featuredCategories', { moduleType, signedIn: false });
  const categories: Category[] = data ?? [];
  return (
    <HomeSection
      id="featuredCategories"
      title={title}
      viewAll="/categories"
      state={sectionState(data, error, categories.length === 0)}
      onRetry={() => void mutate()}
      skeleton={
        <CarouselSkeleton
          label={`Loading ${title}`}
          slides={FEATURED_CATEGORY_SLIDES}
          slide={<Skeleton $height={TILE_HEIGHT} />}
          perView={FEATURED_CATEGORY_SLIDES}
          breakpoints={CATEGORY_BREAKPOINTS}
        />
      }
    >
      <Carousel
        label={title}
        perView={FEATURED_CATEGORY_SLIDES}
        breakpoints={CATEGORY_BREAKPOINTS}
        loop={moduleType === 'food' && carouselLoops(categories.length, FOOD_CATEGORIES_LOOP_AT - 1)}
      >
        {categories.map((category) => (
          <CategoryTile key={category.id} to={categoryListingPath(category, moduleId)}>
            <Picture src={category.image_full_url} alt="" name={category.name} size={PICTURE_SIZES.category} />
            {category.name}
          </CategoryTile>
        ))}
      </Carousel>
    </HomeSection>
  );
}
