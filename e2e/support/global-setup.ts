import type { FullConfig } from '@playwright/test';
import { buildAndStartAll } from './parts';

export default async function globalSetup(config: FullConfig) {
  // A copy of the site per worker: workers share no customer, cart, clock or registry.
  await buildAndStartAll(config.workers);
}
