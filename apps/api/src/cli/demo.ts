import { jsonLogger } from '../lib/logger';
import { importDemo } from '../sources/seed-demo';
import { type CommandRun, text } from './command';
import { withStore } from './command-store';

/** `ark demo`: the demo clusters, generated and imported (each replaces its cluster). */
export const run: CommandRun = async ({ values }) => {
  const logger = jsonLogger();
  await withStore((db) =>
    importDemo(db, {
      players: Number(text(values, 'players') ?? 3000),
      onImported: (summary) => logger.info({ msg: 'imported', ...summary }),
    }),
  );
  return 0;
};
