import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  languageAtom,
  moduleAtom,
  pickLocationOpenAtom,
  settingsAtom,
  Skeleton,
  useAtom,
  useAtomValue,
} from '@storefront/shared';
import { REMOTE_NAMES } from '@storefront/shared/contract/registry';
import { OverlayMount, RemoteSlot } from '../composition/RemoteSlot';
import { SettingsStatus } from '../composition/SettingsStatus';
import { markSlotsReady } from '../composition/slots-ready';
import { OVERLAY_REMOTES, routeOwner } from '../composition/routes';
import { NavBar } from '../features/nav/NavBar';
import { LazyFooter } from '../features/footer/LazyFooter';
import { FloatingCart } from '../features/floating/FloatingCart';
import { SkipLink } from '../features/skip-link/SkipLink';
import { PreviewBanner } from '../features/preview/PreviewBanner';

// The shell's own pages and the location picker load when first shown: a module's home needs neither.
const ShellPages = lazy(() => import('../pages/ShellPages').then((module) => ({ default: module.ShellPages })));
const PickLocationModal = lazy(() =>
  import('../features/location/PickLocationModal').then((module) => ({ default: module.PickLocationModal })),
);

/** Room for the desktop module rail, so it never covers the page. */
const Page = styled.div`
  @media (min-width: 1180px) {
    padding-inline-start: 64px;
  }
`;

const MAIN_CONTENT_ID = 'main-content';

const Main = styled.main`
  /* The page area keeps its height while a part loads, so the footer never jumps. */
  &:focus {
    outline: none;
  }
  min-height: 70vh;
  /* A page's first and last margins stay inside: collapsing through, they moved the page area. */
  display: flow-root;
  width: min(1240px, 100% - 2rem);
  margin: 0 auto;
`;

export function ShellLayout() {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname, useAtomValue(moduleAtom)?.module_type);
  const { direction } = useAtomValue(settingsAtom);
  const { languageCode } = useAtomValue(languageAtom);
  const [pickingLocation, setPickingLocation] = useAtom(pickLocationOpenAtom);

  useLayoutEffect(markSlotsReady, []);
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = languageCode;
  }, [direction, languageCode]);

  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <PreviewBanner />
      <NavBar />
      <Page>
        {/* Focusable from script only: the skip link lands here. */}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <SettingsStatus />
          {owner === 'shell' ? (
            <Suspense fallback={<Skeleton $height="60vh" aria-label="Loading" />}>
              <ShellPages />
            </Suspense>
          ) : null}
          {REMOTE_NAMES.map((remote) => (
            <RemoteSlot key={remote} remote={remote} active={owner === remote} />
          ))}
        </Main>
        <LazyFooter />
      </Page>
      {pickingLocation ? (
        <Suspense fallback={null}>
          <PickLocationModal open onClose={() => setPickingLocation(false)} />
        </Suspense>
      ) : null}
      <FloatingCart />
      {OVERLAY_REMOTES.map((remote) => (
        <OverlayMount key={remote} remote={remote} />
      ))}
    </>
  );
}
