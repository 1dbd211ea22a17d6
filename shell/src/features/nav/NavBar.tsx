import { useState } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  Button,
  Icon,
  cartCountAtom,
  cartDrawerOpenAtom,
  isSignedInAtom,
  locationAtom,
  moduleAtom,
  pickLocationOpenAtom,
  tokenAtom,
  toast,
  useAtomValue,
  useConfig,
  useSetAtom,
  wishlistCountAtom,
  wishlistDrawerOpenAtom,
  formatCount,
} from '@storefront/shared';
import { warmsOverlaysOf } from '../../composition/overlay-demand';
import { useMediaQuery } from '../../hooks/use-media-query';
import { BrandLogo } from '../brand/BrandLogo';
import { ModuleDialog } from '../module-selection/ModuleDialog';
import { AccountMenu } from './AccountMenu';
import { CompactMenu } from './CompactMenu';
import { ModuleRail } from './ModuleRail';
import { StoresDialog } from './StoresDialog';
import { TopStrip } from './TopStrip';
import { COMPACT_BREAKPOINT, logoTarget, navControls } from './nav-rules';
import { Count, IconButton, IconLink } from './nav-styles';

export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.nav`
  width: min(1240px, 100% - 2rem);
  margin: 0 auto;
  min-height: 64px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  padding-block: 0.25rem;
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.2rem;
  text-decoration: none;
  color: ${({ theme }) => theme.color.text};
  margin-inline-end: auto;
  min-height: 40px;
  /* On a phone the logo stands alone, so the controls fit beside it. */
  @media (max-width: 640px) {
    .brand-name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const SignInLink = styled(IconLink)`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  padding: 0 1rem;
  &:hover {
    background: ${({ theme }) => theme.color.primary};
    filter: brightness(1.1);
  }
`;

const storesLabel = (moduleType: string) => (moduleType === 'food' ? 'Restaurants' : 'Stores');

export function NavBar() {
  const { data: config } = useConfig();
  const selectedModule = useAtomValue(moduleAtom);
  const location = useAtomValue(locationAtom);
  const hasToken = Boolean(useAtomValue(tokenAtom));
  const signedIn = useAtomValue(isSignedInAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const wishlistCount = useAtomValue(wishlistCountAtom);
  const openCart = useSetAtom(cartDrawerOpenAtom);
  const openWishlist = useSetAtom(wishlistDrawerOpenAtom);
  const openPicker = useSetAtom(pickLocationOpenAtom);
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT - 1}px)`);
  const [moduleDialogOpen, setModuleDialogOpen] = useState(false);
  const [storesOpen, setStoresOpen] = useState(false);
  const show = navControls({ moduleType: selectedModule?.module_type, signedIn });

  return (
    <Bar>
      {location || hasToken ? <TopStrip /> : null}
      <Inner aria-label="Main">
        {compact ? <CompactMenu /> : null}
        <Logo to={logoTarget(Boolean(location))}>
          <BrandLogo />
          <span className="brand-name">{config?.business_name ?? 'Storefront'}</span>
        </Logo>
        {compact ? null : <IconLink to="/home">Home</IconLink>}
        <Button
          type="button"
          $variant="secondary"
          data-testid="module-button"
          aria-haspopup="dialog"
          onClick={() => setModuleDialogOpen(true)}
        >
          {selectedModule ? selectedModule.module_name : 'Select module'}
        </Button>
        {show.storeModal && selectedModule ? (
          // An icon in the compact layout: with its words the phone's nav took three rows.
          <IconButton
            type="button"
            aria-haspopup="dialog"
            aria-label={compact ? storesLabel(selectedModule.module_type) : undefined}
            onClick={() => setStoresOpen(true)}
          >
            {compact ? <Icon name="store" /> : storesLabel(selectedModule.module_type)}
          </IconButton>
        ) : null}
        {/* Once the top strip shows (a location or a token), the location lives there. */}
        {location || hasToken ? null : (
          <IconButton type="button" aria-label={compact ? 'Pick location' : undefined} onClick={() => openPicker(true)}>
            <Icon name="pin" /> {compact ? null : 'Pick location'}
          </IconButton>
        )}
        {show.trackOrder ? (
          <IconLink to="/track-order" aria-label="Track order">
            <Icon name="truck" />
          </IconLink>
        ) : null}
        {show.chat ? (
          <IconLink to="/profile?page=inbox" aria-label="Chat">
            <Icon name="chat" />
          </IconLink>
        ) : null}
        {show.wishlist ? (
          <IconButton
            type="button"
            aria-label={`Wishlist, ${wishlistCount} saved`}
            {...(signedIn ? warmsOverlaysOf('discovery') : {})}
            onClick={() =>
              signedIn ? openWishlist(true) : toast.error(NOT_LOGGED_IN_MESSAGE, { id: 'not-logged-in' })
            }
          >
            <Icon name="heart" /> <Count data-testid="wishlist-count">{wishlistCount}</Count>
          </IconButton>
        ) : null}
        {show.cart ? (
          <IconButton
            type="button"
            aria-label={`Cart, ${formatCount(cartCount, 'item')}`}
            {...warmsOverlaysOf('cart_checkout')}
            onClick={() => openCart(true)}
          >
            <Icon name="cart" /> <Count data-testid="cart-count">{cartCount}</Count>
          </IconButton>
        ) : null}
        {show.profileMenu ? <AccountMenu /> : null}
        {show.signIn ? <SignInLink to="/auth/sign-in">Sign In</SignInLink> : null}
      </Inner>
      {compact ? null : <ModuleRail />}
      <ModuleDialog open={moduleDialogOpen} onClose={() => setModuleDialogOpen(false)} />
      <StoresDialog open={storesOpen} onClose={() => setStoresOpen(false)} />
    </Bar>
  );
}
