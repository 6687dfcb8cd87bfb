// The test harnesses @ark/bench reuses (a private MariaDB with the plugin's tables, a fake
// import, the reads-during-import measurement). A source-only entry, like ./internals.
// Requests signed as Discord signs them (the slash commands' benchmark).
export {
  interaction,
  makeTestApplication,
  signedHeaders,
} from './discord/test/sign-interaction';
export { createPluginTables, startMariaDb } from './sources/test/mariadb-harness';
export { seedBulk } from './sources/test/seed-plugin-tables';
export { makeFakeImport, makeMemoryLogger, storeImports } from './sync/test/fake-import';
export {
  measureReadsDuringImport,
  type ReadFigures,
  type ReadsDuringImport,
} from './sync/test/reads-during-import';
