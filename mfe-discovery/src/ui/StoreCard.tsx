import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  Rating,
  Skeleton,
  formatDistance,
  storeClosedText,
  tapTarget,
} from '@storefront/shared';
import type { Store } from '@storefront/shared/contract/store';
import { storePath } from '../lib/links';
import { WishlistButton } from './WishlistButton';
import { CLOSED_TEXT, isClosed } from '../lib/store-rules';

const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

/** The cover's proportions, which its skeleton keeps too. */
const COVER_ASPECT_RATIO = '16 / 7';

const Cover = styled.div`
  position: relative;
  aspect-ratio: ${COVER_ASPECT_RATIO};
  background: ${({ theme }) => theme.color.surfaceMuted};
  ${Picture} {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Closed = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.72);
  color: #ffffff;
  font-weight: 700;
  letter-spacing: 0.05em;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 48px 1fr;
  gap: 0.25rem 0.75rem;
  padding: 0.75rem;
  ${Picture} {
    grid-row: 1 / span 3;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const NameLink = styled(Link)`
  ${tapTarget}
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Hours = styled.p`
  && {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
`;

const Meta = styled.div`
  display: flex;
  gap: 0.75rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const VisitAgain = styled(Link)`
  position: relative;
  z-index: 1;
  align-self: flex-start;
  margin: 0 0.75rem 0.75rem;
  padding: 0.35rem 0.9rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  text-decoration: none;
`;

export const VISIT_AGAIN_TEXT = 'Visit Again';

/**
 * Store card: cover photo, name, address, rating, distance; a closed store carries the 'CLOSED NOW'
 * overlay and says when it opens ('Closed · opens 9:00 AM').
 */
export function StoreCard({ store, visited = false }: { store: Store; visited?: boolean }) {
  const closed = isClosed(store);
  const hours = storeClosedText(store);
  return (
    <Card>
      <Cover>
        <Picture
          src={store.cover_photo_full_url}
          alt=""
          name={store.name}
          size={PICTURE_SIZES['store-cover']}
          sizes="(max-width: 600px) 90vw, 320px"
        />
        {closed ? <Closed>{CLOSED_TEXT}</Closed> : null}
      </Cover>
      <WishlistButton kind="store" id={store.id} name={store.name} floating />
      <Body>
        <Picture src={store.logo_full_url} alt="" name={store.name} size={PICTURE_SIZES.store} />
        <h3>
          <NameLink to={storePath(store, { withDistance: true })}>{store.name}</NameLink>
        </h3>
        {store.address ? <p title={store.address}>{store.address}</p> : null}
        {hours ? <Hours data-testid="store-hours">{hours}</Hours> : null}
        <Meta>
          <Rating value={store.avg_rating} count={store.rating_count} />
          {store.distance !== undefined && store.distance > 0 ? <span>{formatDistance(store.distance)}</span> : null}
        </Meta>
      </Body>
      {visited ? (
        <VisitAgain to={storePath(store, { withDistance: true })} aria-label={`${VISIT_AGAIN_TEXT}: ${store.name}`}>
          {VISIT_AGAIN_TEXT}
        </VisitAgain>
      ) : null}
    </Card>
  );
}

const CoverSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: ${COVER_ASPECT_RATIO};
`;

/** A store card's place while it loads: its cover's proportions and the height of its name, address and rating. */
export function StoreCardSkeleton() {
  return (
    <div>
      <CoverSkeleton />
      <Skeleton $height="95px" />
    </div>
  );
}
