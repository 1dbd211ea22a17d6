import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { getParsed } from '../api/client';
import { z } from '@storefront/shared/zod';

/** Default fetcher for keys that are plain API paths; typed data goes through a schema-specific fetcher. */
const unknownReply = z.unknown();

export function DataProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: (url: string) => getParsed(url, unknownReply), errorRetryCount: 1 }}>
      {children}
    </SWRConfig>
  );
}
