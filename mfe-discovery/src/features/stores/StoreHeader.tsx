import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture, Rating, hasRating, storeClosedText } from '@storefront/shared';
import type { StoreDetails } from '@storefront/shared/contract/store';
import { WishlistButton } from '../../ui/WishlistButton';
import { CLOSED_TEXT, isClosed } from '../../lib/store-rules';

const Cover = styled.div`
  position: relative;
  margin-top: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
  ${Picture} {
    display: block;
    width: 100%;
    height: 220px;
    object-fit: cover;
  }
`;

const Closed = styled.span`
  position: absolute;
  top: 1rem;
  right: 1rem;
  padding: 0.3rem 0.8rem;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.8);
  color: #ffffff;
  font-weight: 700;
`;

const Info = styled.div`
  display: grid;
  grid-template-columns: 80px 1fr;
  gap: 0.25rem 1rem;
  align-items: center;
  margin: 1rem 0 1.5rem;
  > ${Picture} {
    grid-row: 1 / span 3;
    width: 80px;
    height: 80px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Hours = styled.p`
  && {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function StoreHeader({ store, distanceText }: { store: StoreDetails; distanceText?: string }) {
  const hours = storeClosedText(store);
  return (
    <header>
      <Cover>
        <Picture
          src={store.cover_photo_full_url}
          alt=""
          name={store.name}
          size={PICTURE_SIZES['store-cover']}
          priority
        />
        {isClosed(store) ? <Closed>{CLOSED_TEXT}</Closed> : null}
      </Cover>
      <Info>
        <Picture src={store.logo_full_url} alt="" name={store.name} size={PICTURE_SIZES.store} />
        <Title>
          <h1>{store.name}</h1>
          <WishlistButton kind="store" id={store.id} name={store.name} />
        </Title>
        {store.address ? <p>{store.address}</p> : null}
        {hours ? <Hours data-testid="store-hours">{hours}</Hours> : null}
        <Facts>
          {hasRating(store.avg_rating, store.rating_count) ? (
            <li>
              <Rating value={store.avg_rating} count={store.rating_count} />
            </li>
          ) : null}
          <li>{store.positive_rating}% positive reviews</li>
          {store.delivery_time ? <li>Delivery {store.delivery_time}</li> : null}
          {distanceText ? <li>{distanceText} away</li> : null}
          {store.free_delivery ? <li>Free delivery</li> : null}
        </Facts>
        {store.prescription_order ? (
          // Checkout (cart-checkout) takes an order of prescription images alone for such a store.
          <p>
            <Link to={`/checkout?page=prescription&store_id=${store.id}`}>Order with a prescription</Link>
          </p>
        ) : null}
      </Info>
    </header>
  );
}
