import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  cartCountAtom,
  cartDrawerOpenAtom,
  isSignedInAtom,
  locationAtom,
  moduleAtom,
  settingsAtom,
  useAtom,
  useAtomValue,
  useConfig,
  useSetAtom,
} from '@storefront/shared';
import { ModuleDialog } from '../module-selection/ModuleDialog';

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
  align-items: center;
  gap: 1rem;
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
  color: ${({ theme }) => theme.color.text};
  margin-right: auto;
`;

const NavLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: 0.85rem;
`;

export function NavBar() {
  const { data: config } = useConfig();
  const selectedModule = useAtomValue(moduleAtom);
  const hasLocation = Boolean(useAtomValue(locationAtom));
  const signedIn = useAtomValue(isSignedInAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const openCart = useSetAtom(cartDrawerOpenAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const [moduleDialogOpen, setModuleDialogOpen] = useState(false);
  const isParcel = selectedModule?.module_type === 'parcel';

  return (
    <Bar>
      <Inner aria-label="Main">
        <Logo to={hasLocation ? '/home' : '/'}>{config?.business_name ?? 'Storefront'}</Logo>
        <NavLink to="/home">Home</NavLink>
        <Button
          type="button"
          $variant="secondary"
          data-testid="module-button"
          aria-haspopup="dialog"
          onClick={() => setModuleDialogOpen(true)}
        >
          {selectedModule ? selectedModule.module_name : 'Select module'}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          aria-label={`Switch to ${settings.theme === 'dark' ? 'light' : 'dark'} theme`}
          onClick={() => setSettings({ ...settings, theme: settings.theme === 'dark' ? 'light' : 'dark' })}
        >
          {settings.theme === 'dark' ? '☀' : '☾'}
        </Button>
        {isParcel ? null : (
          <Button type="button" $variant="ghost" aria-label={`Cart, ${cartCount} items`} onClick={() => openCart(true)}>
            Cart <Count data-testid="cart-count">{cartCount}</Count>
          </Button>
        )}
        {signedIn ? (
          <NavLink to="/profile?page=profile-settings">Profile</NavLink>
        ) : (
          <NavLink to="/auth/sign-in">Sign In</NavLink>
        )}
      </Inner>
      <ModuleDialog open={moduleDialogOpen} onClose={() => setModuleDialogOpen(false)} />
    </Bar>
  );
}
