import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@storefront/shared/router';
import {
  Button,
  TextField,
  formatCouponText,
  signInPathFor,
  toast,
  useBusyAction,
  type PriceFormat,
} from '@storefront/shared';
import type { Coupon } from '@storefront/shared/contract/coupon';
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
  restoreCode = null,
  onRestored,
}: {
  storeId: number;
  itemTotal: number;
  format: PriceFormat;
  money: (amount: number) => string;
  coupon: Coupon | null;
  onChange: (coupon: Coupon | null) => void;
  /** A code applied before a reload: applied again the same way, so one that no longer applies says why. */
  restoreCode?: string | null;
  onRestored?: () => void;
}) {
  const [code, setCode] = useState('');
  const { busy, run } = useBusyAction();

  const apply = async (typed: string, restoring = false) => {
    if (!typed) return;
    await run(async () => {
      const found = await applyCoupon(typed, storeId);
      const refusal = couponRefusal(found, itemTotal, money);
      if (refusal) {
        toast.error(refusal);
        return;
      }
      onChange(found);
      // On a restore the coupon shows as applied; a second 'applied' toast would be noise.
      if (!restoring) toast.success(COUPON_APPLIED_MESSAGE);
    });
  };

  const restoreStarted = useRef(false);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => {
    if (!restoreCode || restoreStarted.current) return;
    restoreStarted.current = true;
    // Refused, the code stays in the field next to the server's reason.
    setCode(restoreCode);
    void latestApply.current(restoreCode, true).finally(onRestored);
  }, [restoreCode, onRestored]);

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
            void apply(code.trim());
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

/** Coupons are for signed-in customers: a guest is told so, with a sign-in that comes back here. */
export function CouponSignInHint() {
  const { pathname, search } = useLocation();
  return (
    <Section aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">Promo code</h2>
      <Muted>
        Have a coupon? <Link to={signInPathFor(pathname + search)}>Sign in</Link> to apply it.
      </Muted>
    </Section>
  );
}
