import { useState } from 'react';
import styled from 'styled-components';
import {
  type PictureSize,
  PICTURE_SIZES,
  Picture,
  Button,
  EmptyState,
  LoadFailed,
  Skeleton,
  TextArea,
  errorMessages,
  guestIdAtom,
  toast,
  useAtomValue,
  useBusyAction,
} from '@storefront/shared';
import type { DeliveryMan, OrderDetailLine } from '@storefront/shared/contract/order';
import { isNotFound } from '../../lib/http';
import { Card, Muted, Row, SectionTitle, Stack } from '../../ui/layout';
import { useOrder, useOrderLines } from '../../lib/order-api';
import { ORDER_NOT_FOUND } from '../../lib/order-rules';
import { ALREADY_REVIEWED_ITEM, submitDeliveryManReview, submitReview } from './review-api';
import { checkReview } from './review-rules';
import { isReviewSent, rememberSentReview, reviewOwner, sentReviewKey } from './sent-reviews';

const THANKS = 'Thank you for your review.';

const Stars = styled.fieldset`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  label {
    cursor: pointer;
    font-size: 1.6rem;
    line-height: 1;
    color: ${({ theme }) => theme.color.textMuted};
  }
  label[data-on='true'] {
    color: #b26a00;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Thumb = styled(Picture)`
  width: 56px;
  height: 56px;
  border-radius: 8px;
  object-fit: cover;
`;

/**
 * One rating and optional comment for what is named; the card thanks the customer once sent, and
 * still does after a reload (the sent review is remembered under `sentKey`).
 */
function ReviewCard({
  id,
  sentKey,
  label,
  name,
  image,
  imageSize,
  send,
  alreadySent,
}: {
  id: string;
  sentKey: string;
  label: string;
  name: string;
  image: string | null | undefined;
  imageSize: PictureSize;
  send: (rating: number, comment: string | undefined) => Promise<string>;
  /** The API's words for a review it already has: the card shows them as sent. */
  alreadySent?: string;
}) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const { busy, run } = useBusyAction();
  const [done, setDone] = useState<string | null>(() => (isReviewSent(sentKey) ? THANKS : null));
  const commentId = `review-comment-${id}`;
  const submit = async () => {
    const problem = checkReview(rating, comment);
    if (problem) {
      toast.error(problem);
      return;
    }
    // Failed, the rating and comment stay as typed so the customer can send them again.
    await run(
      async () => {
        toast.success(await send(rating, comment.trim() || undefined));
        rememberSentReview(sentKey);
        setDone(THANKS);
      },
      (error) => {
        if (!alreadySent || !errorMessages(error).includes(alreadySent)) return false;
        rememberSentReview(sentKey);
        setDone(alreadySent);
        return true;
      },
    );
  };
  return (
    <Card aria-label={label}>
      <Stack $gap="0.75rem">
        <Row>
          {image ? <Thumb src={image} alt="" name={name} size={imageSize} /> : null}
          <strong>{name}</strong>
        </Row>
        {done ? (
          <Muted role="status">{done}</Muted>
        ) : (
          <>
            <Stars>
              <legend>Rating</legend>
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} data-on={value <= rating}>
                  <input
                    type="radio"
                    name={`rating-${id}`}
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    aria-label={`${value} star${value > 1 ? 's' : ''}`}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
            </Stars>
            <label htmlFor={commentId}>Comment (optional)</label>
            <TextArea id={commentId} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
            <Row>
              <Button type="button" disabled={busy} onClick={() => void submit()}>
                Submit Review
              </Button>
            </Row>
          </>
        )}
      </Stack>
    </Card>
  );
}

function ItemReview({
  line,
  orderId,
  moduleId,
  owner,
}: {
  line: OrderDetailLine;
  orderId: number;
  moduleId: number;
  owner: string;
}) {
  return (
    <ReviewCard
      id={`item-${line.id}`}
      sentKey={sentReviewKey(owner, orderId, `item-${line.item_id}`)}
      alreadySent={ALREADY_REVIEWED_ITEM}
      label={`Review ${line.item_details.name}`}
      name={line.item_details.name}
      image={line.item_details.image_full_url}
      imageSize={PICTURE_SIZES.item}
      send={(rating, comment) => submitReview({ item_id: line.item_id, order_id: orderId, rating, comment }, moduleId)}
    />
  );
}

function DeliveryManReview({ man, orderId, owner }: { man: DeliveryMan; orderId: number; owner: string }) {
  const name = `${man.f_name} ${man.l_name}`.trim();
  return (
    <ReviewCard
      id={`delivery-man-${man.id}`}
      sentKey={sentReviewKey(owner, orderId, `delivery-man-${man.id}`)}
      label="Review the delivery man"
      name={`Delivery man: ${name}`}
      image={man.image_full_url}
      imageSize={PICTURE_SIZES['delivery-man']}
      send={(rating, comment) =>
        submitDeliveryManReview({ delivery_man_id: man.id, order_id: orderId, rating, comment })
      }
    />
  );
}

/** The review page of a delivered order: one rating and comment per item, and one for its delivery man. */
export function RateAndReview({ orderId }: { orderId: number }) {
  const order = useOrder(orderId || null);
  const lines = useOrderLines(orderId || null);
  const guestId = useAtomValue(guestIdAtom);
  if (!orderId || isNotFound(order.error) || isNotFound(lines.error)) return <EmptyState title={ORDER_NOT_FOUND} />;
  if (order.error || lines.error)
    return (
      <LoadFailed
        title="This order could not be loaded."
        onRetry={() => {
          void order.mutate();
          void lines.mutate();
        }}
      />
    );
  if (!order.data || !lines.data) return <Skeleton $height="12rem" aria-label="Loading the order" />;
  const unique = lines.data.filter((line, index, all) => all.findIndex((l) => l.item_id === line.item_id) === index);
  const owner = reviewOwner(order.data, guestId);
  return (
    <Stack>
      <SectionTitle as="h1">Rate and review order #{orderId}</SectionTitle>
      {order.data.order_status !== 'delivered' ? (
        <Muted>You can review an order once it is delivered.</Muted>
      ) : (
        <>
          {unique.map((line) => (
            <ItemReview key={line.id} line={line} orderId={orderId} moduleId={order.data!.module_id} owner={owner} />
          ))}
          {order.data.delivery_man ? (
            <DeliveryManReview man={order.data.delivery_man} orderId={orderId} owner={owner} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
