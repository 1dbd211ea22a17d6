import { useState } from 'react';
import { Button, Dialog, TextField, toast, useBusyAction } from '@storefront/shared';
import { useAttemptKey } from '@storefront/shared/ordering';
import { cancelOrder, useCancelReasons } from '../../lib/order-api';
import { DialogActions, ReasonChoice } from './ReasonChoice';

export const CANCEL_DIALOG_TITLE = 'Cancel Order';
export const CHOOSE_REASON_MESSAGE = 'Please select a reason to cancel the order.';
export const OTHER_REASON = 'Other';
export const OTHER_REASON_NEEDED_MESSAGE = 'Please tell us why you are cancelling.';
/** The typed reason's bound: the API takes 255 characters, "Other: " included. */
export const MAX_OTHER_REASON = 200;

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
  const [otherText, setOtherText] = useState('');
  const { busy, run } = useBusyAction();
  const attempt = useAttemptKey();
  const other = reason === OTHER_REASON;
  const submit = async () => {
    if (!reason) {
      toast.error(CHOOSE_REASON_MESSAGE);
      return;
    }
    if (other && !otherText.trim()) {
      toast.error(OTHER_REASON_NEEDED_MESSAGE);
      return;
    }
    const sent = other ? `${OTHER_REASON}: ${otherText.trim()}` : reason;
    await run(async () => {
      toast.success(await attempt.send((headers) => cancelOrder(orderId, sent, headers)));
      onCanceled();
    });
  };
  return (
    <Dialog open={open} title={CANCEL_DIALOG_TITLE} onClose={onClose}>
      <ReasonChoice
        legend={`Why do you want to cancel order #${orderId}?`}
        name="cancel-reason"
        reasons={data?.data}
        failed={Boolean(error)}
        failedTitle="The cancellation reasons could not be loaded."
        onRetry={() => void mutate()}
        value={reason}
        onChange={setReason}
      />
      {other ? (
        <TextField
          label="Your reason"
          value={otherText}
          maxLength={MAX_OTHER_REASON}
          onChange={(event) => setOtherText(event.target.value)}
        />
      ) : null}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Keep Order
        </Button>
        <Button type="button" $variant="danger" onClick={() => void submit()} disabled={busy || !data}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
