import { CLUSTERS } from './fixtures/seed';
import { makeStoreTemplate, startArkServer } from './support/ark-server';

/**
 * Makes the run's migrated store, seeds a temporary data folder from it, starts the real server
 * on it, and returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const removeTemplate = await makeStoreTemplate();
  const server = await startArkServer({ clusters: CLUSTERS });
  process.env.ARK_E2E_BASE_URL = server.baseURL;
  return async () => {
    await server.close();
    removeTemplate();
  };
}
