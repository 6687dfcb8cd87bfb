import { CLUSTERS } from './fixtures/seed';
import { startArkServer } from './support/ark-server';

/** Seeds a temporary data folder, starts the real server on it, and returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startArkServer({ clusters: CLUSTERS });
  process.env.ARK_E2E_BASE_URL = server.baseURL;
  return server.close;
}
