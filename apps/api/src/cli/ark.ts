// `ark`: the import, moderation and suspects commands (pnpm ark ...). One module a command
// (commands.ts names them); this file reads a command's options, runs it and turns what stops it
// into one line and an exit code.
import { parseArgs } from 'node:util';
import { type CommandArgs, UsageError } from './command';
import { COMMANDS } from './commands';

const USAGE = `${Object.values(COMMANDS)
  .map((command) => command.usage.replaceAll('usage: ', '  pnpm '))
  .join('\n')}
FILE is .json (an array of objects, or phpMyAdmin's export) or .csv (header row): the plugin's
own tables (advancedachievements_playerdata / _tribedata) or the spec's field names. An import that
would leave the cluster with fewer than half its players is refused unless --allow-shrink is given
(after a real wipe). hide/unhide take a player or a tribe out of (or back into) a cluster's
rankings at once; season close archives every cluster as a read-only season (run it before a
wipe). suspects lists the players whose gains since the previous import stand out, with the
command that hides each (imports find them; nobody is hidden without you). discord post sends
ark.config.json's discord.posts now (--dry-run prints the payloads, sends nothing; season close
posts the closed season's winners itself); discord register sends the slash commands (/rank, /top,
/tribe) to discord.commands' application, or one guild's (--dry-run prints them). hall rebuild works
the hall of fame out again from the history kept (a store that had history before it). The store is ARK_DATA_DIR (default ./data) or DATABASE_URL; with ARK_DATA_DIR, stop the
server first (one process per folder); with PostgreSQL, the server may keep running.`;

/** Runs one command; resolves to the exit code (0 done, 1 refused or failed, 2 usage or config). */
async function main(argv: string[]): Promise<number> {
  const [name = '', ...args] = argv.filter((arg) => arg !== '--');
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(`usage:\n${USAGE}`);
    return 2;
  }
  try {
    const { options, positionals = false } = command;
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals });
    const { run } = await command.load();
    // No option is `multiple`, so every value is one string or boolean.
    return await run(parsed as CommandArgs);
  } catch (error) {
    // parseArgs throws for an unknown or malformed option; a command for arguments it cannot use.
    const parse = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (parse || error instanceof UsageError) {
      console.error(`${(error as Error).message}\n${command.usage}`);
      return 2;
    }
    // ark.config.json that cannot be used: its one line (the field, never a secret), as for a
    // usage. Its reader is loaded by then if the command read the file.
    const { ConfigError } = await import('../lib/config-file');
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

// One line on stderr and exit 1 for anything that stops a command, never a stack trace: the
// store is unchanged (an import is one transaction).
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const { describeFailure } = await import('./command-store');
  console.error(describeFailure(error));
  process.exitCode = 1;
}
