import { buildAndStartAll } from './parts';

export default async function globalSetup() {
  await buildAndStartAll();
}
