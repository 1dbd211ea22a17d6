import { CheckLabel } from '../checkout-ui';

/**
 * Partial payment: a signed-in customer whose wallet holds less than the total pays the balance from
 * it first and the rest by the chosen method. Offered only when that is the case.
 */
export function PartialPaymentOption({
  balance,
  total,
  checked,
  onChange,
  money,
}: {
  balance: number;
  total: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  money: (amount: number) => string;
}) {
  if (!(balance > 0 && balance < total)) return null;
  return (
    <CheckLabel style={{ marginTop: '0.9rem' }}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Pay {money(balance)} from my wallet first
    </CheckLabel>
  );
}

/** Whether partial payment applies to this order (the option may be left checked as the total moves). */
export const partialPaymentApplies = (checked: boolean, balance: number, total: number, method: string | null) =>
  checked && method !== 'wallet' && balance > 0 && balance < total;
