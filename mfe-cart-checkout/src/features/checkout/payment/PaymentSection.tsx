import { Choices, Section } from '../checkout-ui';
import { useOfflineMethods } from '../checkout-api';
import type { OfflinePaymentInfo, PaymentMethod } from '../checkout-rules';
import { OfflinePaymentForm } from '../OfflinePaymentForm';
import { PartialPaymentOption } from './PartialPaymentOption';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash On Delivery',
  digital_payment: 'Digital Payment',
  wallet: 'Wallet',
  offline_payment: 'Offline Payment',
};

export interface PaymentSectionProps {
  /** The methods offered here, in order. */
  options: PaymentMethod[];
  method: PaymentMethod | null;
  onMethod: (method: PaymentMethod) => void;
  /** The signed-in customer's wallet balance (null for guests). */
  walletBalance: number | null;
  /** The quoted total, once known: partial payment is offered against it. */
  total: number | null;
  walletFirst: boolean;
  onWalletFirst: (checked: boolean) => void;
  offlineInfo: OfflinePaymentInfo | null;
  onOfflineInfo: (info: OfflinePaymentInfo) => void;
  money: (amount: number) => string;
}

/** The payment method, with what each needs: the wallet's share, the offline proof; a card is typed on the provider's page. */
export function PaymentSection(props: PaymentSectionProps) {
  const { options, method, walletBalance, total, money } = props;
  const { data: offlineMethods } = useOfflineMethods(method === 'offline_payment');
  return (
    <Section>
      <Choices>
        <legend>Payment Method</legend>
        {options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="payment-method"
              checked={method === option}
              onChange={() => props.onMethod(option)}
            />
            {METHOD_LABELS[option]}
            {option === 'wallet' && walletBalance !== null ? ` (${money(walletBalance)})` : ''}
          </label>
        ))}
      </Choices>
      {walletBalance !== null && method !== 'wallet' && total !== null ? (
        <PartialPaymentOption
          balance={walletBalance}
          total={total}
          checked={props.walletFirst}
          onChange={props.onWalletFirst}
          money={money}
        />
      ) : null}
      {method === 'offline_payment' ? (
        <OfflinePaymentForm methods={offlineMethods} info={props.offlineInfo} onSave={props.onOfflineInfo} />
      ) : null}
      {method === 'digital_payment' ? (
        <p data-testid="digital-payment-note">
          After Place Order you pay on the payment provider&apos;s secure page, and come back here.
        </p>
      ) : null}
    </Section>
  );
}
