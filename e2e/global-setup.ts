import { CLUSTERS } from './fixtures/seed';
import { makeStoreTemplate, startArkServer } from './support/ark-server';
import { startBoards } from './support/boards';

/**
 * Makes the run's migrated store, seeds a temporary data folder from it and starts the real
 * server on it, then starts the boards in the background (support/boards.ts), and returns the
 * teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const removeTemplate = await makeStoreTemplate();
  const server = await startArkServer({ clusters: CLUSTERS });
  process.env.ARK_E2E_BASE_URL = server.baseURL;
  // After the shared server, which every first spec waits for; the boards' specs come later.
  const stopBoards = startBoards();
  return async () => {
    await Promise.all([stopBoards(), server.close()]);
    removeTemplate();
  };
}
