import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Skeleton, toast, useBusyAction } from '@storefront/shared';
import { LoadFailed } from '@storefront/shared';
import { useAttemptKey } from '@storefront/shared/ordering';
import { cancelOrder, useCancelReasons } from '../../lib/order-api';

const Reasons = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

export const CANCEL_DIALOG_TITLE = 'Cancel Order';
export const CHOOSE_REASON_MESSAGE = 'Please select a reason to cancel the order.';

/** The cancel-order reason dialog: the customer's reasons from the API, one chosen, then cancel. */
export function CancelOrderDialog({
  orderId,
  open,
  onClose,
  onCanceled,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onCanceled: () => void;
}) {
  const { data, error, mutate } = useCancelReasons(open);
  const [reason, setReason] = useState('');
  const { busy, run } = useBusyAction();
  const attempt = useAttemptKey();
  const submit = async () => {
    if (!reason) {
      toast.error(CHOOSE_REASON_MESSAGE);
      return;
    }
    await run(async () => {
      toast.success(await attempt.send((headers) => cancelOrder(orderId, reason, headers)));
      onCanceled();
    });
  };
  return (
    <Dialog open={open} title={CANCEL_DIALOG_TITLE} onClose={onClose}>
      {error ? (
        <LoadFailed title="The cancellation reasons could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton $height="8rem" />
      ) : (
        <Reasons>
          <legend>Why do you want to cancel order #{orderId}?</legend>
          {data.data.map((entry) => (
            <label key={entry.id}>
              <input
                type="radio"
                name="cancel-reason"
                value={entry.reason}
                checked={reason === entry.reason}
                onChange={() => setReason(entry.reason)}
              />
              {entry.reason}
            </label>
          ))}
        </Reasons>
      )}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Keep Order
        </Button>
        <Button type="button" $variant="danger" onClick={() => void submit()} disabled={busy || !data}>
          Submit
        </Button>
      </Actions>
    </Dialog>
  );
}
