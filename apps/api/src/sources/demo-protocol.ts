import type { DbHandle } from '../db/db';
import type { OpenDbOptions } from '../db/open-db';
import type { StoreErrorFields } from '../db/store-protocol';
import type { PeriodSettings } from '../store/periods';

/** The store the demo's import runs on: one it opens itself (a new folder), or the server's. */
export type DemoStore = { open: OpenDbOptions } | { handle: DbHandle };

/** What the demo's worker (a child process or a thread) starts with. */
export interface DemoWorkerData {
  store: DemoStore;
  /** Players per demo cluster; 0 = only open (and so create and migrate) the store. */
  players: number;
  /** Where the community's periods start (the demo's history import follows them). */
  periods: PeriodSettings;
}

/** What the demo's worker tells the server. */
export type DemoMessage =
  | { type: 'log'; level: 'info' | 'error'; fields: Record<string, unknown> }
  | { type: 'done'; seeded: boolean }
  | { type: 'failed'; error: StoreErrorFields };
