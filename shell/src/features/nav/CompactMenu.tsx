import { lazy, Suspense, useState } from 'react';
import { Drawer, Icon, Skeleton, isSignedInAtom, useAtomValue } from '@storefront/shared';
import type { ShortcutActions } from './DrawerShortcuts';
import { IconButton } from './nav-styles';

// The drawer's contents (and the category and store lists' schemas) load with its first opening, or
// as the pointer or focus comes to the button: no page needs them to show.
const loadMenuContents = () => import('./MenuContents');
const MenuContents = lazy(() => loadMenuContents().then((module) => ({ default: module.MenuContents })));

/** The compact layout's Menu button and its drawer (contents: MenuContents). */
export function CompactMenu({ phone, onLogout }: { phone?: ShortcutActions; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const signedIn = useAtomValue(isSignedInAtom);
  // Signed out (confirmed in the nav bar's dialog, or elsewhere): the drawer has done its job.
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (wasSignedIn !== signedIn) {
    setWasSignedIn(signedIn);
    if (!signedIn) setOpen(false);
  }
  const close = () => setOpen(false);
  const prepare = () => void loadMenuContents();

  return (
    <>
      <IconButton
        type="button"
        aria-label="Menu"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        <Icon name="menu" />
      </IconButton>
      <Drawer open={open} title="Menu" onClose={close}>
        <Suspense fallback={<Skeleton $height="16rem" aria-label="Loading the menu" />}>
          <MenuContents phone={phone} onLogout={onLogout} close={close} />
        </Suspense>
      </Drawer>
    </>
  );
}
