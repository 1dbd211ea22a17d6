import type { Page } from '@playwright/test';

export interface Scenario {
  key: string;
  path: string;
  storage: Record<string, string>;
  ready: (page: Page) => Promise<unknown>;
  navigation?: boolean;
}

/** The pages and navigations the bench measures, asked of the API it serves. */
export function scenarios(): Promise<Scenario[]>;
