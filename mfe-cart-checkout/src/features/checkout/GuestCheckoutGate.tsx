import type { ReactNode } from 'react';
import { Button, EmptyState, Skeleton, isSignedInAtom, navigateTo, useAtomValue, useConfig } from '@storefront/shared';

export const GUEST_CHECKOUT_OFF_TITLE = 'Sign in to check out';
export const GUEST_CHECKOUT_OFF_TEXT = 'Guest checkout is not available. Please sign in to place your order.';

/** A guest may check out only when guest_checkout_status equals 1; a signed-in customer always may. */
export function checkoutGate(signedIn: boolean, guestCheckoutStatus: number | undefined): 'open' | 'sign-in' | 'wait' {
  if (signedIn) return 'open';
  if (guestCheckoutStatus === undefined) return 'wait';
  return guestCheckoutStatus === 1 ? 'open' : 'sign-in';
}

export function GuestCheckoutGateView({
  gate,
  children,
}: {
  gate: ReturnType<typeof checkoutGate>;
  children: ReactNode;
}) {
  if (gate === 'wait') return <Skeleton $height="240px" />;
  if (gate === 'sign-in') {
    return (
      <EmptyState
        title={GUEST_CHECKOUT_OFF_TITLE}
        action={
          <Button type="button" onClick={() => navigateTo('/auth/sign-in')}>
            Sign In
          </Button>
        }
      >
        {GUEST_CHECKOUT_OFF_TEXT}
      </EmptyState>
    );
  }
  return <>{children}</>;
}

/** /checkout itself keeps guests out when guest checkout is off (not only the cart's button). */
export function GuestCheckoutGate({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const { data: config } = useConfig();
  return (
    <GuestCheckoutGateView gate={checkoutGate(signedIn, config?.guest_checkout_status)}>
      {children}
    </GuestCheckoutGateView>
  );
}
