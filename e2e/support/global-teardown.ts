import type { FullConfig } from '@playwright/test';
import { stopAll } from './parts';

export default async function globalTeardown(config: FullConfig) {
  await stopAll(config.workers);
}
