import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { DataProvider } from '../data/swr-provider';
import { themeModeAtom } from '../state/session';
import { darkTheme, lightTheme } from './theme';

/** What every part's React root sits in: the page's theme and the one SWR cache. */
export function PartProviders({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom);
  return (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
      <DataProvider>{children}</DataProvider>
    </ThemeProvider>
  );
}
