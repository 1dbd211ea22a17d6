import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button, Dialog, isSignedInAtom, navigateTo, useAtomValue } from '@storefront/shared';
import { usePathname } from '../../lib/use-pathname';
import { ProductImages } from '../../ui/ProductImages';
import { REVIEW_REMINDER_KEY, cancelReviewReminder, fetchReviewReminder } from './review-api';

export const REVIEW_PROMPT_TITLE = 'How was your order?';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/**
 * The review prompt for a recently completed order: the pending-review call names it; Rate goes to
 * its review page; closing tells the API (review-reminder-cancel) and then hides.
 */
export function ReviewPrompt() {
  const signedIn = useAtomValue(isSignedInAtom);
  const onReviewPage = usePathname().startsWith('/rate-and-review/');
  const { data, mutate } = useSWR(signedIn && !onReviewPage ? REVIEW_REMINDER_KEY : null, fetchReviewReminder, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  // Leaving a review page: what is still to review has changed, so ask again (a reply from before
  // the review page is stale; without one SWR asks by itself).
  const wasOnReviewPage = useRef(onReviewPage);
  const hasReply = data !== undefined;
  useEffect(() => {
    if (wasOnReviewPage.current && !onReviewPage && signedIn && hasReply) void mutate();
    wasOnReviewPage.current = onReviewPage;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of page asks again
  }, [onReviewPage, signedIn, mutate]);
  const [hidden, setHidden] = useState<number | null>(null);
  const orderId = data?.order_id ?? null;
  const open = orderId !== null && hidden !== orderId;
  const close = async () => {
    if (orderId === null) return;
    try {
      await cancelReviewReminder(orderId);
    } catch {
      // Hiding matters more than the reminder's bookkeeping; it may come back next visit.
    }
    setHidden(orderId);
  };
  return (
    <Dialog open={open} title={REVIEW_PROMPT_TITLE} onClose={() => void close()}>
      <p>Your order #{orderId} has been delivered. Rate the products to help other customers.</p>
      <ProductImages images={data?.images_full_url ?? []} label="Products of the order" />
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void close()}>
          Not now
        </Button>
        <Button
          type="button"
          onClick={() => {
            setHidden(orderId);
            navigateTo(`/rate-and-review/${orderId}`);
          }}
        >
          Rate
        </Button>
      </Actions>
    </Dialog>
  );
}
