import { memo } from 'react';
import styled from 'styled-components';
import {
  PartFallback,
  PartOff,
  Skeleton,
  liveRemotesAtom,
  partStatusAtom,
  registryAtom,
  registryErrorAtom,
  useAtomValue,
} from '@storefront/shared';
import type { RemoteName } from '@storefront/shared/contract/registry';
import { appNameOf, mountIdOf, retryPart } from './applications';
import { refreshRegistry } from './compose';
import { PendingOverlayFrame } from './PendingOverlayFrame';

const PageSkeleton = styled.div`
  display: grid;
  gap: 1.25rem;
  padding: 1.5rem 0;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
`;

/**
 * The slot keeps its part's first margin inside: collapsing through, it moved the slot (and the
 * whole page on screen) down as the part's page replaced the skeleton.
 */
const Slot = styled.section`
  &:not([hidden]) {
    display: flow-root;
  }
`;

/** The element single-spa mounts a part into. React renders it once and never touches its children. */
const MountPoint = memo(function MountPoint({ id, hidden }: { id: string; hidden: boolean }) {
  return <div id={id} hidden={hidden} />;
});

/**
 * One remote's route slot: a skeleton of the page's size while it loads, the fallback when it cannot,
 * a neutral note when the remote is off for the customer's module.
 */
export function RemoteSlot({ remote, active }: { remote: RemoteName; active: boolean }) {
  const name = appNameOf(remote, 'app');
  const status = useAtomValue(partStatusAtom)[name] ?? 'idle';
  const live = useAtomValue(liveRemotesAtom).has(remote);
  const registryRead = useAtomValue(registryAtom) !== null;
  const registryError = useAtomValue(registryErrorAtom);
  // Off on purpose for this module: a neutral note. Failed (or no registry): the fallback with Try again.
  const off = active && registryError === null && registryRead && !live;
  const unavailable = active && (registryError !== null || (registryRead && live && status === 'failed'));
  return (
    <Slot data-remote={remote} aria-busy={active && status !== 'mounted' && !unavailable && !off} hidden={!active}>
      {off ? (
        <PartOff />
      ) : unavailable ? (
        // Without a registry, trying again reads it again (no reload: nothing typed on the page is lost).
        <PartFallback onRetry={registryError ? () => void refreshRegistry() : () => void retryPart(name)} />
      ) : active && status !== 'mounted' ? (
        <PageSkeleton role="status" aria-label="Loading">
          <Skeleton $height="220px" />
          <Skeleton $height="1.5rem" $width="40%" />
          <Cards>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} $height="180px" />
            ))}
          </Cards>
        </PageSkeleton>
      ) : null}
      <MountPoint id={mountIdOf(name)} hidden={!active || status !== 'mounted'} />
    </Slot>
  );
}

/**
 * The overlay host of one remote, mounted once one of its overlays is first asked for; its drawers and
 * dialogs portal onto the page. Until it has loaded, the overlay asked for shows as a frame.
 */
export function OverlayMount({ remote }: { remote: RemoteName }) {
  return (
    <>
      <MountPoint id={mountIdOf(appNameOf(remote, 'overlays'))} hidden={false} />
      <PendingOverlayFrame remote={remote} />
    </>
  );
}
