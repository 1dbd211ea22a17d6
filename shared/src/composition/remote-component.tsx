import { Component as ReactComponent, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '../contract/registry';
import { exposeOf, remoteOf, type EmbedName, type EmbedProps } from './exposed-modules';
import { useAtomValue } from 'jotai';
import { liveRemotesAtom } from '../state/composition';

/** Loads a module a remote exposes; the shell provides it at boot (through the federation runtime). */
export type RemoteModuleLoader = (remote: RemoteName, expose: string) => Promise<unknown>;

let loadRemoteModule: RemoteModuleLoader | null = null;
const loaded = new Map<string, Promise<ComponentType<never>>>();

export function provideRemoteModuleLoader(loader: RemoteModuleLoader): void {
  loadRemoteModule = loader;
  loaded.clear();
}

function loadComponent(remote: RemoteName, expose: string): Promise<ComponentType<never>> {
  const key = `${remote}/${expose}`;
  let pending = loaded.get(key);
  if (!pending) {
    if (!loadRemoteModule) return Promise.reject(new Error('No remote module loader was provided.'));
    pending = loadRemoteModule(remote, expose).then((module) => {
      const component = (module as { default?: unknown } | null)?.default;
      if (typeof component !== 'function' && typeof component !== 'object')
        throw new Error(`${key} has no default export`);
      return component as ComponentType<never>;
    });
    // A failed load is forgotten, so the next render of the embed tries again.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

class EmbedBoundary extends ReactComponent<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('An embedded component failed to render', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteComponentProps<Name extends EmbedName> {
  /** The exposed module, as 'remote/module' (see exposed-modules.ts); it types `props`. */
  module: Name;
  props: EmbedProps<Name>;
  /** Shown while the component loads; reserve its size. */
  loading: ReactNode;
  /** Shown when the remote is off for the selected module, cannot load, or fails. */
  unavailable?: ReactNode;
}

/**
 * Embeds a component another remote exposes. It is requested only while that remote is live for
 * the selected module; a failure stays inside the embed.
 */
export function RemoteComponent<Name extends EmbedName>({
  module,
  props,
  loading,
  unavailable = null,
}: RemoteComponentProps<Name>) {
  const remote = remoteOf(module);
  const expose = exposeOf(module);
  const live = useAtomValue(liveRemotesAtom).has(remote);
  // The map types the props at the call; inside, the loaded component takes them as they came.
  const [state, setState] = useState<{ component: ComponentType<object> | null; failed: boolean }>({
    component: null,
    failed: false,
  });

  useEffect(() => {
    if (!live) return;
    let cancelled = false;
    loadComponent(remote, expose).then(
      (component) => !cancelled && setState({ component: component as ComponentType<object>, failed: false }),
      (error: unknown) => {
        console.warn(`${remote}/${expose} could not be loaded`, error);
        if (!cancelled) setState({ component: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [live, remote, expose]);

  if (!live || state.failed) return <>{unavailable}</>;
  const Embedded = state.component;
  if (!Embedded) return <>{loading}</>;
  return (
    <EmbedBoundary fallback={unavailable}>
      <Embedded {...(props as object)} />
    </EmbedBoundary>
  );
}
