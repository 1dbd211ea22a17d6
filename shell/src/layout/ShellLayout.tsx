import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { moduleAtom, useAtomValue } from '@storefront/shared';
import { REMOTE_NAMES } from '@storefront/shared/contract/registry';
import { OverlayMount, RemoteSlot } from '../composition/RemoteSlot';
import { OVERLAY_REMOTES, routeOwner } from '../composition/routes';
import { NavBar } from '../features/nav/NavBar';
import { Footer } from '../features/footer/Footer';
import { ShellPages } from '../features/pages/ShellPages';

const Main = styled.main`
  /* The page area keeps its height while a part loads, so the footer never jumps. */
  min-height: 70vh;
  width: min(1240px, 100% - 2rem);
  margin: 0 auto;
`;

export function ShellLayout() {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname, useAtomValue(moduleAtom)?.module_type);
  return (
    <>
      <NavBar />
      <Main id="main-content">
        {owner === 'shell' ? <ShellPages /> : null}
        {REMOTE_NAMES.map((remote) => (
          <RemoteSlot key={remote} remote={remote} active={owner === remote} />
        ))}
      </Main>
      <Footer />
      {OVERLAY_REMOTES.map((remote) => (
        <OverlayMount key={remote} remote={remote} />
      ))}
    </>
  );
}
