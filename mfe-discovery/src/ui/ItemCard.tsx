import { Link } from '@storefront/shared/router';
import styled, { css } from 'styled-components';
import {
  AddControlSlot,
  Button,
  PICTURE_SIZES,
  Picture,
  PrescriptionNote,
  Rating,
  RemoteComponent,
  Skeleton,
  SoldOutBadge,
  VisuallyHidden,
  addToCartLabel,
  cartLinesAtom,
  formatPrice,
  isSoldOut,
  tapTarget,
  priceFormatOf,
  useAtomValue,
  useConfig,
} from '@storefront/shared';
import type { Item } from '@storefront/shared/contract/item';
import { productPath } from '../lib/links';
import { WishlistButton } from './WishlistButton';
import { discountBadgeText, discountedPrice, displayName, effectiveDiscount } from '../lib/item-rules';

export type ItemCardVariant = 'grid' | 'list';

const Card = styled.article<{ $variant: ItemCardVariant }>`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${Picture} {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    /* The picture is square: contained, not cropped, in the card's 4:3 box. */
    object-fit: contain;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
  }
  ${({ $variant }) =>
    $variant === 'list' &&
    css`
      display: grid;
      grid-template-columns: 140px 1fr;
      grid-template-rows: auto auto auto 1fr;
      column-gap: 1rem;
      ${Picture} {
        grid-row: 1 / span 4;
      }
    `}
`;

/** The name's link covers the whole card; the add control sits above it. */
const NameLink = styled(Link)`
  ${tapTarget}
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 1rem;
  left: 1rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;

const Footer = styled.div`
  margin-top: auto;
  min-height: 40px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.5rem;
  /* The add control: at the right, also when a long price puts it on a line of its own. */
  > :last-child {
    position: relative;
    z-index: 1;
    margin-left: auto;
  }
`;

const Price = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.35rem;
  del {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.85rem;
  }
`;

/** How wide each card shows its picture: about half a phone's width, at most 240 px; 140 px in a list row. */
export const CARD_PICTURE_WIDTHS: Record<ItemCardVariant, string> = {
  grid: '(max-width: 600px) 45vw, 240px',
  list: '140px',
};

export function ItemCard({ item, variant = 'grid' }: { item: Item; variant?: ItemCardVariant }) {
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const discount = effectiveDiscount(item);
  const finalPrice = discountedPrice(item);
  const inCart = useAtomValue(cartLinesAtom).some((line) => line.item.id === item.id);
  return (
    <Card $variant={variant}>
      <Picture
        src={item.image_full_url}
        alt=""
        name={item.name}
        size={PICTURE_SIZES.item}
        sizes={CARD_PICTURE_WIDTHS[variant]}
      />
      {discount ? <Badge>{discountBadgeText(discount, format)}</Badge> : null}
      <WishlistButton kind="item" id={item.id} name={item.name} floating />
      <h3>
        <NameLink to={productPath(item)} title={item.name}>
          {displayName(item.name, item.module_type)}
        </NameLink>
      </h3>
      {item.store_name ? <p>{item.store_name}</p> : null}
      {/* Rating, stock and prescription read as on the quick view, the item page and the cart. */}
      <Rating value={item.avg_rating} count={item.rating_count} />
      <PrescriptionNote item={item} />
      <SoldOutBadge item={item} />
      <Footer>
        <Price>
          <strong>{formatPrice(finalPrice, format)}</strong>
          {discount ? (
            <del>
              <VisuallyHidden>Was </VisuallyHidden>
              {formatPrice(item.price, format)}
            </del>
          ) : null}
        </Price>
        {/* The cart belongs to cart-checkout: its add control is embedded, not rebuilt here. A card
            below the screen loads it as the customer scrolls near; an item already in the cart
            needs its quantity at once. */}
        <RemoteComponent
          module="cart_checkout/AddToCartButton"
          // The vertical card shows its stepper after the spec's hover delay; the list row at once.
          props={{ item, revealOnHover: variant === 'grid' }}
          loading={<AddButtonStandIn item={item} reserve={variant === 'grid'} />}
          waitUntilNear={!inCart}
        />
      </Footer>
    </Card>
  );
}

/**
 * The add button as the customer sees it before cart-checkout's control has loaded: the same look,
 * name and sold-out state; a click on it is carried out by the control when it arrives.
 */
function AddButtonStandIn({ item, reserve }: { item: Item; reserve: boolean }) {
  return (
    <AddControlSlot $reserve={reserve}>
      <Button type="button" disabled={isSoldOut(item)} aria-label={addToCartLabel(item.name)}>
        Add
      </Button>
    </AddControlSlot>
  );
}

export function ItemCardSkeleton() {
  return <Skeleton $height="300px" />;
}
