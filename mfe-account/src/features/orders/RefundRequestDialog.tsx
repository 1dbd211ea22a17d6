import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  LoadFailed,
  Skeleton,
  TextAreaField,
  errorMessages,
  toast,
  useBusyAction,
} from '@storefront/shared';
import { ImagePicker } from '@storefront/shared/forms';
import { requestRefund, useRefundReasons } from '../../lib/order-api';
import { MAX_REFUND_NOTE, REFUND_CHOOSE_REASON_MESSAGE } from '../../lib/order-rules';

const Reasons = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.5rem;
  }
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

const Pictures = styled.div`
  margin-top: 0.75rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

export const REFUND_DIALOG_TITLE = 'Request a refund';

/**
 * A delivered order's refund request: one of the shop's reasons, a note and up to three pictures of
 * what went wrong. What the customer chose stays if sending fails.
 */
export function RefundRequestDialog({
  orderId,
  open,
  onClose,
  onRequested,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onRequested: () => void;
}) {
  const { data, error, mutate } = useRefundReasons(open);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const { busy, run } = useBusyAction();
  const submit = async () => {
    if (!reason) {
      toast.error(REFUND_CHOOSE_REASON_MESSAGE);
      return;
    }
    await run(async () => {
      try {
        toast.success(await requestRefund(orderId, { reason, note }, images));
        onRequested();
      } catch (failure) {
        for (const message of errorMessages(failure)) toast.error(message);
      }
    });
  };
  return (
    <Dialog open={open} title={REFUND_DIALOG_TITLE} onClose={onClose}>
      {error ? (
        <LoadFailed title="The refund reasons could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton $height="8rem" />
      ) : (
        <Reasons>
          <legend>Why do you want a refund for order #{orderId}?</legend>
          {data.refund_reasons.map((entry) => (
            <label key={entry.id}>
              <input
                type="radio"
                name="refund-reason"
                value={entry.reason}
                checked={reason === entry.reason}
                onChange={() => setReason(entry.reason)}
              />
              {entry.reason}
            </label>
          ))}
        </Reasons>
      )}
      <TextAreaField
        label="Note (optional)"
        value={note}
        maxLength={MAX_REFUND_NOTE}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
      />
      <Pictures>
        <ImagePicker images={images} onChange={setImages} label="Add pictures" itemName="Picture" />
      </Pictures>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button type="button" onClick={() => void submit()} disabled={busy || !data}>
          Send request
        </Button>
      </Actions>
    </Dialog>
  );
}
