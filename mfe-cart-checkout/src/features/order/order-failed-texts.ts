/** The failed-payment dialog's texts, the reason a cancel sends, and the dialog's delay. */
export const ORDER_PAYMENT_CANCELED_REASON = 'Order payment canceled';
export const ORDER_FAILED_TITLE = 'Order Place Failed';
export const ORDER_FAILED_TEXT = "Order didn't place successfully.";
export const ORDER_FAILED_QUESTION = 'Are you agree with this order fail?';
export const FAILED_DIALOG_DELAY_MS = 500;
