import { stopAll } from './parts';

export default async function globalTeardown() {
  await stopAll();
}
