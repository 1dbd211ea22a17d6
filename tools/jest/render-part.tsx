import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@storefront/shared';

/** Renders a part's component as it runs on the page: theme, router and a fresh SWR cache. */
export function renderPart(ui: ReactElement, { route = '/' } = {}) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SWRConfig>
    </ThemeProvider>,
  );
}

/**
 * A part's component as its first frame draws it: rendered once, to HTML, without running an effect
 * or a transition (what is deferred until after the first paint is not in it).
 */
export function renderFirstFrame(ui: ReactElement, { route = '/' } = {}): HTMLElement {
  const frame = document.createElement('div');
  frame.innerHTML = renderToString(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
  return frame;
}
