import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PartFallback } from '../ui/PartFallback';
import { PartProviders } from '../ui/PartProviders';

/**
 * single-spa lifecycles for one part's React tree. A render error stays inside the part's slot: the
 * error boundary shows the fallback, whose retry remounts the tree. The part's build version is set
 * on its mount element (data-part-version), so what is running can be read off the page.
 */
export function definePart(Root: ComponentType, options: { version?: string | undefined } = {}) {
  function PartRoot() {
    const [attempt, setAttempt] = React.useState(0);
    return (
      <PartProviders>
        <Boundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
          <Root />
        </Boundary>
      </PartProviders>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: PartRoot,
    // Last resort when the providers themselves fail; the part's own boundary above catches the rest.
    errorBoundary: () => <PartFallback onRetry={() => window.location.reload()} />,
  });
  const mount: typeof lifecycles.mount = (props) => {
    const { domElement } = props as { domElement?: HTMLElement };
    if (domElement && options.version) domElement.dataset.partVersion = options.version;
    return lifecycles.mount(props);
  };
  return { bootstrap: lifecycles.bootstrap, mount, unmount: lifecycles.unmount };
}

class Boundary extends React.Component<{ onRetry: () => void; children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A part of the page failed to render', error);
  }
  override render() {
    return this.state.failed ? <PartFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}
