import { useState } from 'react';
import { Link, useParams, useSearchParams } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  EmptyState,
  LoadFailed,
  PrescriptionNote,
  Rating,
  RemoteComponent,
  Skeleton,
  SoldOutBadge,
  formatPrice,
  priceFormatOf,
  useConfig,
} from '@storefront/shared';
import { ItemDetailsSchema } from '@storefront/shared/contract/item';
import { categoryListingPath, storePath } from '../lib/links';
import { useCatalogue } from '../lib/use-catalogue';
import { DESCRIPTION_CLAMP } from '../lib/item-details-rules';
import { ReadMore } from '../ui/ReadMore';
import { discountedPrice, effectiveDiscount } from '../lib/item-rules';
import { CampaignOffer } from '../features/promotions/CampaignOffer';
import { ZoomImage } from '../features/items/ZoomImage';
import { WishlistButton } from '../ui/WishlistButton';

const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 2rem;
  margin-top: 1.5rem;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
  h1 {
    margin: 0 0 0.5rem;
  }
`;

const Gallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  > img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const Thumbs = styled.div`
  display: flex;
  gap: 0.5rem;
  button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: 8px;
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${Picture} {
    display: block;
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: 6px;
  }
`;

const PriceRow = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
  font-size: 1.5rem;
  margin: 1rem 0;
  del {
    font-size: 1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-bottom: 1rem;
  &:empty {
    display: none;
  }
`;

const Tags = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  li a,
  li span {
    display: inline-block;
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** /product/{slugOrId}: the item's gallery, price, rating, description, store and the add control. */
export function ProductPage() {
  const { slugOrId = '' } = useParams();
  const [params] = useSearchParams();
  const moduleParam = Number(params.get('module_id'));
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const [imageIndex, setImageIndex] = useState(0);
  const {
    data: item,
    error,
    mutate,
  } = useCatalogue(
    `/items/details/${encodeURIComponent(slugOrId)}`,
    ItemDetailsSchema,
    {},
    Number.isInteger(moduleParam) && moduleParam > 0 ? { moduleId: moduleParam } : {},
  );

  if (error) {
    const notFound = (error as { response?: { status?: number } }).response?.status === 404;
    return notFound ? (
      <EmptyState title="Not found">This item does not exist.</EmptyState>
    ) : (
      <LoadFailed title="The item could not be loaded." onRetry={() => void mutate()} />
    );
  }
  if (!item)
    return (
      <Layout aria-busy="true">
        <Skeleton $height="420px" />
        <Skeleton $height="260px" />
      </Layout>
    );

  const images = [item.image_full_url, ...item.images_full_url].filter((url): url is string => Boolean(url));
  const discount = effectiveDiscount(item);
  const description = item.description ?? '';
  return (
    <Layout>
      <Gallery>
        <ZoomImage src={images[imageIndex] ?? undefined} alt={item.name} />
        {images.length > 1 ? (
          <Thumbs role="group" aria-label="Images">
            {images.map((url, index) => (
              <button
                key={url}
                type="button"
                aria-pressed={index === imageIndex}
                aria-label={`Image ${index + 1} of ${images.length}`}
                onClick={() => setImageIndex(index)}
              >
                <Picture src={url} alt="" name={item.name} size={PICTURE_SIZES.item} />
              </button>
            ))}
          </Thumbs>
        ) : null}
      </Gallery>
      <div>
        <TitleRow>
          <h1>{item.name}</h1>
          <WishlistButton kind="item" id={item.id} name={item.name} />
        </TitleRow>
        {item.store_details ? (
          <Muted>
            Sold by{' '}
            <Link to={storePath(item.store_details, { moduleId: item.module_id })}>{item.store_details.name}</Link>
          </Muted>
        ) : (
          <Muted>{item.store_name}</Muted>
        )}
        <Rating value={item.avg_rating} count={item.rating_count} />
        <PriceRow>
          <strong>{formatPrice(discountedPrice(item), format)}</strong>
          {discount ? <del>{formatPrice(item.price, format)}</del> : null}
          {item.unit_type ? <Muted as="span">/ {item.unit_type}</Muted> : null}
        </PriceRow>
        {params.get('product_type') === 'campaign' ? (
          <CampaignOffer itemId={item.id} moduleId={item.module_id} />
        ) : null}
        <Notes>
          <PrescriptionNote item={item} />
          <SoldOutBadge item={item} />
        </Notes>
        <RemoteComponent
          module="cart_checkout/AddToCartButton"
          props={{ item, onProductPage: true }}
          loading={<Skeleton $width="64px" $height="40px" />}
        />
        {description ? (
          <>
            <h2>Description</h2>
            {/* The description is the one long text with its own cut: the spec's 130-character clamp. */}
            <ReadMore text={description} limit={DESCRIPTION_CLAMP} />
          </>
        ) : null}
        {item.category_ids.length > 0 ? (
          <>
            <h2>Categories</h2>
            <Tags>
              {item.category_ids.map((category) => (
                <li key={category.id}>
                  <Link to={categoryListingPath({ id: category.id, name: category.name ?? '' }, item.module_id)}>
                    {category.name ?? `Category ${category.id}`}
                  </Link>
                </li>
              ))}
            </Tags>
          </>
        ) : null}
        {item.tags && item.tags.length > 0 ? (
          <>
            <h2>Tags</h2>
            <Tags>
              {item.tags.map((tag) => (
                <li key={tag.id}>
                  <span>{tag.tag}</span>
                </li>
              ))}
            </Tags>
          </>
        ) : null}
      </div>
    </Layout>
  );
}
