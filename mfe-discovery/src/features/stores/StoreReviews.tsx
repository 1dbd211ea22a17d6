import { useState } from 'react';
import styled from 'styled-components';
import { Button, Rating } from '@storefront/shared';
import { StoreReviewListSchema } from '@storefront/shared/contract/review';
import { HomeSection, SkeletonCards, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { ReadMore } from '../../ui/ReadMore';

/** Spec: the store page's text when a store has no reviews to show. */
export const NO_REVIEW_PLAN_TEXT = 'this store is not having any review plan';
/** Reviews shown at first; 'Show all reviews' lists the rest. */
export const STORE_REVIEWS_SHOWN = 5;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  li {
    padding: 0.75rem 1rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
  }
  p {
    margin: 0.35rem 0 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The store page's reviews (reviews of its items), newest first. */
export function StoreReviews({ storeId, moduleId }: { storeId: number; moduleId: number }) {
  const { data, error, mutate } = useCatalogue(
    '/stores/reviews',
    StoreReviewListSchema,
    { store_id: storeId },
    { moduleId },
  );
  const [all, setAll] = useState(false);
  const reviews = data ?? [];
  const shown = all ? reviews : reviews.slice(0, STORE_REVIEWS_SHOWN);
  return (
    <HomeSection
      id="storeReviews"
      title="Reviews"
      // An empty list still shows its note.
      state={sectionState(data, error, false)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={2} height="90px" label="Loading reviews" />}
    >
      {reviews.length === 0 ? (
        <Empty>{NO_REVIEW_PLAN_TEXT}</Empty>
      ) : (
        <>
          <List aria-label="Reviews">
            {shown.map((review) => (
              <li key={review.id}>
                <header>
                  <strong>{review.customer_name}</strong>
                  <Rating value={review.rating} />
                </header>
                <small>
                  {review.item_name} · {review.created_at.slice(0, 10)}
                </small>
                {review.comment ? <ReadMore text={review.comment} /> : null}
              </li>
            ))}
          </List>
          {reviews.length > STORE_REVIEWS_SHOWN ? (
            <Button type="button" $variant="secondary" onClick={() => setAll((value) => !value)}>
              {all ? 'Show fewer reviews' : `Show all ${reviews.length} reviews`}
            </Button>
          ) : null}
        </>
      )}
    </HomeSection>
  );
}
