import { render } from '@testing-library/react';
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
