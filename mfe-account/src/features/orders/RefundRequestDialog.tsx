import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, TextAreaField, errorMessages, toast, useBusyAction } from '@storefront/shared';
import { ImagePicker } from '@storefront/shared/forms';
import { requestRefund, useRefundReasons } from '../../lib/order-api';
import { MAX_REFUND_NOTE, REFUND_CHOOSE_REASON_MESSAGE } from '../../lib/order-rules';
import { DialogActions, ReasonChoice } from './ReasonChoice';

const Note = styled.div`
  margin-top: 1rem;
`;

const Pictures = styled.div`
  margin-top: 0.75rem;
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
      <ReasonChoice
        legend={`Why do you want a refund for order #${orderId}?`}
        name="refund-reason"
        reasons={data?.refund_reasons}
        failed={Boolean(error)}
        failedTitle="The refund reasons could not be loaded."
        onRetry={() => void mutate()}
        value={reason}
        onChange={setReason}
      />
      <Note>
        <TextAreaField
          label="Note (optional)"
          value={note}
          maxLength={MAX_REFUND_NOTE}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
      </Note>
      <Pictures>
        <ImagePicker images={images} onChange={setImages} label="Add pictures" itemName="Picture" />
      </Pictures>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button type="button" onClick={() => void submit()} disabled={busy || !data}>
          Send request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
