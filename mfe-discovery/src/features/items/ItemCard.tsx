import styled from 'styled-components';
import {
  RemoteComponent,
  Skeleton,
  formatPrice,
  priceFormatOf,
  useConfig,
  type AddToCartButtonProps,
} from '@storefront/shared';
import type { Item } from '@storefront/shared/contract/item';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

const Footer = styled.div`
  margin-top: auto;
  min-height: 40px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

export function ItemCard({ item }: { item: Item }) {
  const { data: config } = useConfig();
  return (
    <Card>
      <img src={item.image_full_url ?? undefined} alt="" loading="lazy" width="240" height="180" />
      <h3>{item.name}</h3>
      {item.store_name ? <p>{item.store_name}</p> : null}
      <Footer>
        <strong>{formatPrice(item.price, priceFormatOf(config))}</strong>
        {/* The cart belongs to cart-checkout: its add control is embedded, not rebuilt here. */}
        <RemoteComponent<AddToCartButtonProps>
          remote="cart_checkout"
          expose="AddToCartButton"
          props={{ item }}
          loading={<Skeleton $width="64px" $height="40px" />}
        />
      </Footer>
    </Card>
  );
}
