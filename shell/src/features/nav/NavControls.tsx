import { Link, useLocation } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  Icon,
  cartCountAtom,
  cartDrawerOpenAtom,
  formatCount,
  isSignedInAtom,
  signInPathFor,
  toast,
  useAtomValue,
  useSetAtom,
  wishlistCountAtom,
  wishlistDrawerOpenAtom,
} from '@storefront/shared';
import { warmsOverlaysOf } from '../../composition/overlay-demand';
import { Count, IconButton, IconLink } from './nav-styles';

export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in';

/**
 * The nav's controls, drawn in the header row, or in the phone's Menu drawer with their words
 * (`labelled`). `before` runs first: the drawer closes itself before a dialog of its opens.
 */
interface ControlProps {
  labelled?: boolean;
  before?: () => void;
}

export const storesLabel = (moduleType: string) => (moduleType === 'food' ? 'Restaurants' : 'Stores');

export function TrackOrderLink() {
  return (
    <IconLink to="/track-order" aria-label="Track order">
      <Icon name="truck" />
    </IconLink>
  );
}

export function ChatLink({ labelled, before }: ControlProps) {
  return (
    <IconLink to="/profile?page=inbox" aria-label={labelled ? undefined : 'Chat'} onClick={before}>
      <Icon name="chat" /> {labelled ? 'Chat' : null}
    </IconLink>
  );
}

export function WishlistButton({ labelled, before }: ControlProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const count = useAtomValue(wishlistCountAtom);
  const openWishlist = useSetAtom(wishlistDrawerOpenAtom);
  return (
    <IconButton
      type="button"
      aria-label={`Wishlist, ${count} saved`}
      {...(signedIn ? warmsOverlaysOf('discovery') : {})}
      onClick={() => {
        before?.();
        if (signedIn) openWishlist(true);
        else toast.error(NOT_LOGGED_IN_MESSAGE, { id: 'not-logged-in' });
      }}
    >
      <Icon name="heart" /> {labelled ? 'Wishlist' : null} <Count data-testid="wishlist-count">{count}</Count>
    </IconButton>
  );
}

export function CartButton() {
  const count = useAtomValue(cartCountAtom);
  const openCart = useSetAtom(cartDrawerOpenAtom);
  return (
    <IconButton
      type="button"
      aria-label={`Cart, ${formatCount(count, 'item')}`}
      {...warmsOverlaysOf('cart_checkout')}
      onClick={() => openCart(true)}
    >
      <Icon name="cart" /> <Count data-testid="cart-count">{count}</Count>
    </IconButton>
  );
}

const SignInAction = styled(Link)`
  /* Doubled: the drawer's own link look must not take its colours. */
  && {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    padding: 0 1rem;
    border-radius: 8px;
    white-space: nowrap;
    font-weight: 600;
    text-decoration: none;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  &&:hover {
    background: ${({ theme }) => theme.color.primary};
    filter: brightness(1.1);
  }
`;

/** Sign In from the header comes back to the page it was pressed on (home needs no return). */
export function SignInLink({ before }: ControlProps) {
  const { pathname, search } = useLocation();
  const to = pathname === '/' || pathname === '/home' ? '/auth/sign-in' : signInPathFor(pathname + search);
  return (
    <SignInAction to={to} onClick={before}>
      Sign In
    </SignInAction>
  );
}
