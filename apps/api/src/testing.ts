// The test harnesses @ark/bench reuses (a private MariaDB with the plugin's tables, a fake
// import, the reads-during-import measurement). A source-only entry, like ./internals.
export { createPluginTables, startMariaDb } from './sources/test/mariadb-harness';
export { seedBulk } from './sources/test/seed-plugin-tables';
export { makeFakeImport, makeMemoryLogger, storeImports } from './sync/test/fake-import';
export {
  measureReadsDuringImport,
  type ReadFigures,
  type ReadsDuringImport,
} from './sync/test/reads-during-import';
