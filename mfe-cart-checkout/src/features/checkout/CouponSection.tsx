import { useState } from 'react';
import { Button, TextField, formatCouponText, toast, type PriceFormat } from '@storefront/shared';
import type { Coupon } from '@storefront/shared/contract/coupon';
import { showErrors } from '../cart/use-cart-actions';
import { applyCoupon } from './checkout-api';
import { COUPON_APPLIED_MESSAGE, COUPON_REMOVED_MESSAGE, couponRefusal } from './checkout-rules';
import { InlineRow, Muted, Section } from './checkout-ui';

/** Coupon apply (signed in): the server checks the code; the items' minimum is checked here first too. */
export function CouponSection({
  storeId,
  itemTotal,
  format,
  money,
  coupon,
  onChange,
}: {
  storeId: number;
  itemTotal: number;
  format: PriceFormat;
  money: (amount: number) => string;
  coupon: Coupon | null;
  onChange: (coupon: Coupon | null) => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const typed = code.trim();
    if (!typed) return;
    setBusy(true);
    try {
      const found = await applyCoupon(typed, storeId);
      const refusal = couponRefusal(found, itemTotal, money);
      if (refusal) {
        toast.error(refusal);
        return;
      }
      onChange(found);
      toast.success(COUPON_APPLIED_MESSAGE);
    } catch (error) {
      showErrors(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">Promo code</h2>
      {coupon ? (
        <InlineRow>
          <p data-testid="applied-coupon">
            <strong>{coupon.code}</strong> — {coupon.title}: {formatCouponText(coupon, format)}
          </p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              onChange(null);
              setCode('');
              toast.info(COUPON_REMOVED_MESSAGE);
            }}
          >
            Remove
          </Button>
        </InlineRow>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <InlineRow>
            <TextField
              label="Coupon code"
              value={code}
              autoComplete="off"
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" disabled={busy || !code.trim()}>
              Apply
            </Button>
          </InlineRow>
          <Muted>The discount is confirmed by the store when the order is placed.</Muted>
        </form>
      )}
    </Section>
  );
}
