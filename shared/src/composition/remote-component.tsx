import {
  Component as ReactComponent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import type { RemoteName } from '../contract/registry';
import { exposeOf, remoteOf, type EmbedName, type EmbedProps } from './exposed-modules';
import { useAtomValue } from 'jotai';
import { liveRemotesAtom } from '../state/composition';
import { useNearViewport } from '../hooks/use-near-viewport';

/** Loads a module a remote exposes; the shell provides it at boot (through the federation runtime). */
export type RemoteModuleLoader = (remote: RemoteName, expose: string) => Promise<unknown>;

let loadRemoteModule: RemoteModuleLoader | null = null;
const loaded = new Map<string, Promise<ComponentType<never>>>();
// Components already loaded render at once: a card mounted later shows no stand-in for a frame.
const ready = new Map<string, ComponentType<never>>();

export function provideRemoteModuleLoader(loader: RemoteModuleLoader): void {
  loadRemoteModule = loader;
  loaded.clear();
  ready.clear();
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
      ready.set(key, component as ComponentType<never>);
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
  /**
   * When given, the embed sits in a place of its own (an inline-flex box), and while this is true
   * its code loads only as the customer nears it: the place comes within EMBED_NEAR_MARGIN of the
   * screen, or takes the pointer or focus. Until the component arrives `loading` stands in for it,
   * so it should look and read like the component: a click on it is passed on to the component
   * once loaded, and focus moves across.
   */
  waitUntilNear?: boolean;
}

/**
 * How far ahead of the screen a waiting embed starts to load: half a screen of scrolling. Closer
 * would leave the stand-in showing more often (it still works); farther would load it with the
 * first screen of a page whose embeds sit just below it.
 */
export const EMBED_NEAR_MARGIN = '50%';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Embeds a component another remote exposes. It is requested only while that remote is live for
 * the selected module; a failure stays inside the embed.
 */
export function RemoteComponent<Name extends EmbedName>({
  module,
  props,
  loading,
  unavailable = null,
  waitUntilNear,
}: RemoteComponentProps<Name>) {
  const remote = remoteOf(module);
  const expose = exposeOf(module);
  const live = useAtomValue(liveRemotesAtom).has(remote);
  const place = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(place, EMBED_NEAR_MARGIN);
  const standIn = useStandIn(place);
  const wanted = !waitUntilNear || near || standIn.reached;
  // The map types the props at the call; inside, the loaded component takes them as they came.
  const [state, setState] = useState<{ component: ComponentType<object> | null; failed: boolean }>(() => ({
    component: (ready.get(`${remote}/${expose}`) as ComponentType<object> | undefined) ?? null,
    failed: false,
  }));

  useEffect(() => {
    if (!live || !wanted || state.component) return;
    let cancelled = false;
    loadComponent(remote, expose).then(
      (component) => {
        if (cancelled) return;
        standIn.beforeSwap();
        setState({ component: component as ComponentType<object>, failed: false });
      },
      (error: unknown) => {
        console.warn(`${remote}/${expose} could not be loaded`, error);
        if (!cancelled) setState({ component: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [live, wanted, remote, expose, state.component, standIn]);

  const Embedded = standIn.held ? null : state.component;
  useLayoutEffect(() => {
    if (Embedded) standIn.afterSwap();
  }, [Embedded, standIn]);

  let content: ReactNode;
  if (!live || state.failed) content = unavailable;
  else if (!Embedded) content = loading;
  else
    content = (
      <EmbedBoundary fallback={unavailable}>
        <Embedded {...(props as object)} />
      </EmbedBoundary>
    );
  if (waitUntilNear === undefined) return <>{content}</>;
  return (
    <Place ref={place} {...(Embedded ? {} : standIn.handlers)}>
      {content}
    </Place>
  );
}

const Place = styled.span`
  display: inline-flex;
`;

/** A press that never became a click (the pointer slid off) lets the component in after this long. */
const PRESS_RELEASE_MS = 500;

/**
 * The stand-in's side of a waiting embed. The pointer, focus or a press on it means the customer is
 * about to use the component (`reached`), and what happened to it carries over when the component
 * arrives: a press holds the swap until its click has landed (a button swapped between pointer down
 * and up would swallow the click), and the click is then replayed on the component's first control;
 * focus on the stand-in moves to that control; a pointer resting on it enters it (the browser tells
 * nothing to an element that appears under a still pointer).
 */
function useStandIn(place: RefObject<HTMLElement | null>) {
  const [reached, setReached] = useState(false);
  const [held, setHeld] = useState(false);
  const pressed = useRef(false);
  const clicked = useRef(false);
  const focused = useRef(false);
  const pointed = useRef(false);
  return useMemo(() => {
    const noteFocus = () => {
      focused.current = Boolean(place.current?.contains(document.activeElement));
    };
    const release = () => {
      if (!pressed.current) return;
      pressed.current = false;
      noteFocus();
      setHeld(false);
    };
    return {
      reached,
      held,
      handlers: {
        onPointerOver: () => {
          pointed.current = true;
          setReached(true);
        },
        onPointerLeave: () => {
          pointed.current = false;
        },
        onFocus: () => setReached(true),
        onPointerDownCapture: () => {
          pressed.current = true;
          setHeld(true);
          setReached(true);
        },
        onPointerUpCapture: () => window.setTimeout(release, PRESS_RELEASE_MS),
        onClickCapture: () => {
          clicked.current = true;
          release();
        },
      },
      beforeSwap: noteFocus,
      afterSwap: () => {
        const control = place.current?.querySelector<HTMLElement>(FOCUSABLE);
        // From the place into the control: React makes enter events of a mouseout between its elements.
        if (pointed.current && control)
          place.current?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: control }));
        if (focused.current) control?.focus();
        if (clicked.current && control && !control.matches(':disabled')) control.click();
        focused.current = false;
        clicked.current = false;
        pointed.current = false;
      },
    };
  }, [reached, held, place]);
}
