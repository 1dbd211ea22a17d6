import styled from 'styled-components';
import {
  Icon,
  cartCountAtom,
  cartDrawerOpenAtom,
  isSignedInAtom,
  moduleAtom,
  useAtomValue,
  useSetAtom,
  formatCount,
} from '@storefront/shared';
import { useLocation } from '@storefront/shared/router';
import { warmsOverlaysOf } from '../../composition/overlay-demand';

const Floating = styled.button`
  position: fixed;
  inset-inline-end: 1.25rem;
  bottom: 1.25rem;
  z-index: 95;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.75rem 1rem;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  box-shadow: ${({ theme }) => theme.shadow};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** Room after the footer, so the page's last lines can be scrolled out from under the button. */
const Clearance = styled.div`
  height: 5rem;
`;

/**
 * The floating element for signed-in customers outside the parcel module: the cart, one tap away. Not on
 * the cart and checkout pages, which show the cart themselves and whose form it would cover on a phone.
 */
export function FloatingCart() {
  const onCheckout = useLocation().pathname.startsWith('/checkout');
  const signedIn = useAtomValue(isSignedInAtom);
  const isParcel = useAtomValue(moduleAtom)?.module_type === 'parcel';
  const count = useAtomValue(cartCountAtom);
  const openCart = useSetAtom(cartDrawerOpenAtom);
  if (!signedIn || isParcel || onCheckout) return null;
  return (
    <>
      <Clearance aria-hidden="true" data-testid="floating-cart-clearance" />
      <Floating
        type="button"
        aria-label={`Open cart, ${formatCount(count, 'item')}`}
        {...warmsOverlaysOf('cart_checkout')}
        onClick={() => openCart(true)}
      >
        <Icon name="cart" /> {count}
      </Floating>
    </>
  );
}
