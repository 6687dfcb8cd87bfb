import { CLUSTERS } from './fixtures/seed';
import { makeStoreTemplate, startArkServer } from './support/ark-server';
import { startBoards } from './support/boards';

/**
 * Makes the run's migrated store, starts the boards in the background (support/boards.ts), seeds
 * a temporary data folder from the store and starts the real server on it, and returns the
 * teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const removeTemplate = await makeStoreTemplate();
  const stopBoards = startBoards();
  const server = await startArkServer({ clusters: CLUSTERS });
  process.env.ARK_E2E_BASE_URL = server.baseURL;
  return async () => {
    await Promise.all([stopBoards(), server.close()]);
    removeTemplate();
  };
}
