// The server's inside as the benchmarks (@ark/bench) use it: one door, so nothing else of the
// package is public. A source-only entry: @ark/bench runs from source (the `@ark/source`
// condition), the server's build does not hold it.
export { createProgressLine } from './cli/progress-line';
export { composeApp } from './compose-app';
export type { Db } from './db/db';
export { openDb } from './db/open-db';
export { openPgliteDb } from './db/pglite-db';
export { openPostgresDb } from './db/postgres-db';
export { findPostgresBin, startTempPostgres } from './db/temp-postgres';
// The hall's answer drawn from its rows (bench/src/bench-hall.ts).
export { hallAnswer } from './draw/hall-answer';
export { drawBoardImage } from './draw/preview/draw-board-image';
// The rankings answer's two JSONs and the statement both are read by (bench/src/bench-rows-json.ts).
export { RANKINGS_ROWS_TEXT, rankingsAnswer, rankingsJson } from './draw/rankings-answer';
// The read of a JSON call and the HTTP pieces the benchmark's stock-Hono build reuses
// (bench/src/hono-middleware.ts).
export { type Answers, createAnswers } from './http/answers';
export { createApp } from './http/app';
export { CORS_POLICY } from './http/public-read';
export { CONTENT_SECURITY_POLICY, DEFAULT_DIRECTIVES } from './http/security-headers';
export { rebuildHall } from './ingest/hall-rebuild';
export { importCluster } from './ingest/import-cluster';
export { createImportService, storeTarget } from './ingest/import-service';
export { isImportStep } from './ingest/import-steps';
export { mapPluginRows } from './ingest/map-plugin-rows';
export { layoutOf } from './ingest/table-layouts';
export { collectWhenIdle } from './lib/idle-gc';
export { jsonLogger, type Logger, requestLog, silentLogger } from './lib/logger';
export { readProcessMemory } from './lib/memory-usage';
export { createPrng } from './lib/prng';
export { countedRows, type ProgressEvent } from './lib/progress';
export { servedSite } from './site/site-config';
export { generateCluster } from './sources/generate-demo';
export { parseJsonRows, readTableFile } from './sources/read-table-file';
export { readHallSection } from './store/hall-reads';
export { appendPoints, historyDay, readHistory, writeHistory } from './store/history';
export { historySize, writeInMonth } from './store/history-months';
export { HISTORY_POINT_COLUMNS, pointSql } from './store/history-points';
export { migrate } from './store/migrations';
export type { StatementRow } from './store/page-sql';
export { rankedSql } from './store/page-sql';
export { DEFAULT_PERIODS, periodStart } from './store/periods';
export { createRankingStore, type RankingStore } from './store/ranking-store';
export { closeSeason } from './store/seasons';
export { readSuspectReports } from './store/suspects';
export type { RankedRow } from './store/view-columns';
export { createSyncRunner } from './sync/sync-runner';
