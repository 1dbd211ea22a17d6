import { useParams } from '@storefront/shared/router';
import { AccountLayout } from '../features/account-shell/AccountLayout';
import { RateAndReview } from '../features/reviews/RateAndReview';

/** /rate-and-review/{orderId} */
export function RateAndReviewPage() {
  const { orderId } = useParams();
  return (
    <AccountLayout page="my-orders">
      <RateAndReview orderId={Number(orderId) || 0} />
    </AccountLayout>
  );
}
