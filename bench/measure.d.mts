import type { Browser, Page } from '@playwright/test';

/** What one page load weighed and took, as the bench records it. */
export interface LoadFigures {
  jsBytes: number;
  jsAheadBytes: number;
  jsRequests: number;
  requests: number;
  fcp: number | null;
  lcp: number | null;
  tbt: number;
  cls: number;
  lcpElement: string | null;
  encodings: string[];
}

export interface LoadTarget {
  url: string;
  storage: Record<string, string>;
  ready: (page: Page) => Promise<unknown>;
}

/** Loads `target.url` throttled as the bench does and reports its figures. */
export function measureLoad(browser: Browser, target: LoadTarget): Promise<LoadFigures>;
