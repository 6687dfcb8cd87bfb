import { jsonLogger } from '../lib/logger';
import { importDemo } from '../sources/seed-demo';
import { type Command, text, withStore } from './command';

/** `ark demo`: the demo clusters, generated and imported (each replaces its cluster). */
export const demoCommand: Command = {
  usage: 'usage: ark demo [--players N]',
  options: { players: { type: 'string' } },
  async run({ values }) {
    const logger = jsonLogger();
    await withStore((db) =>
      importDemo(db, {
        players: Number(text(values, 'players') ?? 3000),
        onImported: (summary) => logger.info({ msg: 'imported', ...summary }),
      }),
    );
    return 0;
  },
};
