import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import {
  OverlayBackdrop,
  PartFallback,
  Skeleton,
  cartDrawerOpenAtom,
  itemQuickViewAtom,
  liveRemotesAtom,
  moduleAtom,
  orderTrackingAtom,
  partStatusAtom,
  useAtom,
  useAtomValue,
  wishlistDrawerOpenAtom,
} from '@storefront/shared';
import type { RemoteName } from '@storefront/shared/contract/registry';
import { appNameOf, retryPart } from './applications';

/** The frame of an overlay asked for while its remote's overlay host is still loading. */
export interface PendingOverlay {
  shape: 'drawer' | 'dialog';
  /** The width of the overlay it stands for. */
  width: string;
  /** Gives up the open: the overlay does not open when its host arrives. */
  cancel: () => void;
}

// The sizes of the remotes' overlays, so the real one takes the frame's place without a jump.
const DRAWER_WIDTH = '420px';
const WISHLIST_DRAWER_WIDTH = '523px';
const FOOD_ITEM_WIDTH = '640px';
const ITEM_WIDTH = '459px';

/** Which of a remote's overlays is asked for, if any. */
export function usePendingOverlay(remote: RemoteName): PendingOverlay | null {
  const [cartOpen, setCartOpen] = useAtom(cartDrawerOpenAtom);
  const [quickView, setQuickView] = useAtom(itemQuickViewAtom);
  const [wishlistOpen, setWishlistOpen] = useAtom(wishlistDrawerOpenAtom);
  const [tracking, setTracking] = useAtom(orderTrackingAtom);
  const food = useAtomValue(moduleAtom)?.module_type === 'food';
  switch (remote) {
    case 'cart_checkout':
      if (cartOpen) return { shape: 'drawer', width: DRAWER_WIDTH, cancel: () => setCartOpen(false) };
      if (quickView)
        return { shape: 'dialog', width: food ? FOOD_ITEM_WIDTH : ITEM_WIDTH, cancel: () => setQuickView(null) };
      return null;
    case 'discovery':
      return wishlistOpen
        ? { shape: 'drawer', width: WISHLIST_DRAWER_WIDTH, cancel: () => setWishlistOpen(false) }
        : null;
    case 'account':
      return tracking ? { shape: 'drawer', width: DRAWER_WIDTH, cancel: () => setTracking(null) } : null;
    default:
      return null;
  }
}

const Panel = styled.div<{ $shape: PendingOverlay['shape']; $width: string }>`
  width: min(${({ $shape }) => ($shape === 'dialog' ? '94vw' : '100vw')}, ${({ $width }) => $width});
  height: ${({ $shape }) => ($shape === 'dialog' ? 'auto' : '100%')};
  padding: ${({ $shape }) => ($shape === 'dialog' ? '1.5rem' : '1.25rem')};
  border-radius: ${({ $shape, theme }) => ($shape === 'dialog' ? theme.radius : '0')};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Loading = styled.div`
  display: grid;
  gap: 1rem;
`;

/**
 * Stands in for an overlay asked for before its remote's overlay host has loaded: the drawer's or
 * dialog's frame with skeletons, then the host's own overlay in its place (it reads the same atom,
 * so what was asked for is shown). It does not take focus, so the real overlay returns focus to the
 * control that opened it. Escape or the backdrop gives the open up; a host that cannot load shows
 * the part fallback with Try again.
 */
export function PendingOverlayFrame({ remote }: { remote: RemoteName }) {
  const pending = usePendingOverlay(remote);
  const name = appNameOf(remote, 'overlays');
  const status = useAtomValue(partStatusAtom)[name] ?? 'idle';
  const live = useAtomValue(liveRemotesAtom).has(remote);
  const shown = pending !== null && live && status !== 'mounted';
  const cancel = pending?.cancel;

  useEffect(() => {
    if (!shown || !cancel) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && cancel();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, cancel]);

  if (!shown) return null;
  return createPortal(
    <OverlayBackdrop
      $align={pending.shape === 'dialog' ? 'center' : 'end'}
      data-pending-overlay={remote}
      onMouseDown={(event) => event.target === event.currentTarget && pending.cancel()}
    >
      <Panel $shape={pending.shape} $width={pending.width}>
        {status === 'failed' ? (
          <PartFallback onRetry={() => void retryPart(name)} />
        ) : (
          <Loading role="status" aria-label="Loading" aria-busy="true">
            <Skeleton $height="1.5rem" $width="45%" />
            <Skeleton $height={pending.shape === 'dialog' ? '240px' : '4rem'} />
            <Skeleton $height="4rem" />
          </Loading>
        )}
      </Panel>
    </OverlayBackdrop>,
    document.body,
  );
}
