import { lazy, Suspense, useState } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  Button,
  Icon,
  isSignedInAtom,
  locationAtom,
  moduleAtom,
  useAtomValue,
  useConfig,
  useMediaQuery,
  VisuallyHidden,
} from '@storefront/shared';
import { BrandLogo } from '../../ui/BrandLogo';
import { AccountMenu } from './AccountMenu';
import { CompactMenu } from './CompactMenu';
import { LocationButton } from './LocationButton';
import { LogoutDialog } from './LogoutDialog';
import { ModuleRail } from './ModuleRail';
import { CartButton, ChatLink, SignInLink, TrackOrderLink, WishlistButton, storesLabel } from './NavControls';
import { TopStrip } from './TopStrip';
import { COMPACT_BREAKPOINT, PHONE_MEDIA, logoTarget, navControls } from './nav-rules';
import { IconButton, IconLink } from './nav-styles';

// Opened on demand (a customer with a module chosen rarely does): their code is not in the page's first bytes.
const ModuleDialog = lazy(() =>
  import('../module-selection/ModuleDialog').then((module) => ({ default: module.ModuleDialog })),
);
const StoresDialog = lazy(() => import('./StoresDialog').then((module) => ({ default: module.StoresDialog })));

export { NOT_LOGGED_IN_MESSAGE } from './NavControls';

/** Below this width the logo stands without the business's name, so the nav keeps to one row. */
const BRAND_NAME_MIN_WIDTH = 900;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * One row at every width, never wrapping: its height is fixed, so nothing below it moves when the
 * parts mount, the counts arrive or a location is picked. The module's name gives way (ellipsis).
 */
const Inner = styled.nav`
  width: min(1240px, 100% - 2rem);
  margin: 0 auto;
  height: 64px;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  > * {
    flex: none;
  }
  @media ${PHONE_MEDIA} {
    height: 56px;
    gap: 0.25rem;
  }
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
  @media (max-width: ${BRAND_NAME_MIN_WIDTH - 1}px) {
    .brand-name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  @media ${PHONE_MEDIA} {
    margin-inline-end: 0;
  }
`;

const ModuleButton = styled(Button)`
  && {
    flex: 0 1 auto;
  }
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The phone's location takes the row's free room, and no more. */
const PhoneLocation = styled(LocationButton)`
  && {
    flex: 1 1 auto;
  }
  justify-content: flex-start;
  padding-inline: 0.5rem;
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: 0.9rem;
`;

export function NavBar() {
  const { data: config } = useConfig();
  const businessName = config?.business_name ?? 'Storefront';
  const selectedModule = useAtomValue(moduleAtom);
  const location = useAtomValue(locationAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT - 1}px)`);
  const phone = useMediaQuery(PHONE_MEDIA);
  const [moduleDialogOpen, setModuleDialogOpen] = useState(false);
  const [storesOpen, setStoresOpen] = useState(false);
  // Each dialog's code loads when it is first opened, and it stays mounted after (it closes as it opened).
  const [opened, setOpened] = useState({ module: false, stores: false });
  const openModuleDialog = () => {
    setOpened((was) => ({ ...was, module: true }));
    setModuleDialogOpen(true);
  };
  const openStores = () => {
    setOpened((was) => ({ ...was, stores: true }));
    setStoresOpen(true);
  };
  const [logoutAsked, setLogoutAsked] = useState(false);
  const askLogout = () => setLogoutAsked(true);
  const show = navControls({ moduleType: selectedModule?.module_type, signedIn });

  return (
    <Bar data-testid="site-header">
      {phone ? null : <TopStrip />}
      <Inner aria-label="Main">
        {compact ? (
          <CompactMenu
            onLogout={askLogout}
            phone={phone ? { onChooseModule: openModuleDialog, onStores: openStores } : undefined}
          />
        ) : null}
        <Logo to={logoTarget(Boolean(location))}>
          <BrandLogo />
          {/* A configured logo is the business's wordmark, its name drawn in: read, not shown twice. */}
          {config?.logo_full_url ? (
            <VisuallyHidden>{businessName}</VisuallyHidden>
          ) : (
            <span className="brand-name">{businessName}</span>
          )}
        </Logo>
        {phone ? (
          <PhoneLocation />
        ) : (
          <>
            {compact ? null : <IconLink to="/home">Home</IconLink>}
            <ModuleButton
              type="button"
              $variant="secondary"
              data-testid="module-button"
              aria-haspopup="dialog"
              onClick={openModuleDialog}
            >
              <span>{selectedModule ? selectedModule.module_name : 'Select module'}</span>
            </ModuleButton>
            {show.storeModal && selectedModule ? (
              // An icon in the compact layout: with its words the nav took more than one row.
              <IconButton
                type="button"
                aria-haspopup="dialog"
                aria-label={compact ? storesLabel(selectedModule.module_type) : undefined}
                onClick={openStores}
              >
                {compact ? <Icon name="store" /> : storesLabel(selectedModule.module_type)}
              </IconButton>
            ) : null}
            {show.trackOrder ? <TrackOrderLink /> : null}
            {show.chat ? <ChatLink /> : null}
            {show.wishlist ? <WishlistButton /> : null}
          </>
        )}
        {show.cart ? <CartButton /> : null}
        {phone ? null : (
          <>
            {show.profileMenu ? <AccountMenu onLogout={askLogout} /> : null}
            {show.signIn ? <SignInLink /> : null}
          </>
        )}
      </Inner>
      {compact ? null : <ModuleRail />}
      <Suspense fallback={null}>
        {opened.module ? <ModuleDialog open={moduleDialogOpen} onClose={() => setModuleDialogOpen(false)} /> : null}
        {opened.stores ? <StoresDialog open={storesOpen} onClose={() => setStoresOpen(false)} /> : null}
      </Suspense>
      <LogoutDialog open={logoutAsked} onClose={() => setLogoutAsked(false)} />
    </Bar>
  );
}
