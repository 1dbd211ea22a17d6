/**
 * account/OrderDetails: one order (status, lines, amounts, track and cancel), for the guest
 * order dialog and other parts. Guests pass the phone or email they ordered with.
 */
export interface OrderDetailsProps {
  orderId: number;
  contactNumber?: string;
  onBack?: () => void;
  onChanged?: () => void;
}
