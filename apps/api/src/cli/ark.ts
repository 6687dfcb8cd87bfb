// `ark`: the import, moderation and suspects commands (pnpm ark ...). One module a command; this
// file maps a command's name to it, reads its options and turns what stops it into one line and an
// exit code.
import { parseArgs } from 'node:util';
import { ConfigError } from '../lib/config-file';
import { type ArgValues, type Command, describeFailure, UsageError } from './command';
import { demoCommand } from './demo';
import { discordCommand } from './discord';
import { hallCommand } from './hall';
import { hiddenCommand } from './hidden';
import { hideCommand } from './hide';
import { importCommand } from './import';
import { seasonCommand } from './season';
import { suspectsCommand } from './suspects';
import { syncCommand } from './sync';
import { unhideCommand } from './unhide';

const COMMANDS: Readonly<Record<string, Command>> = {
  import: importCommand,
  demo: demoCommand,
  sync: syncCommand,
  hide: hideCommand,
  unhide: unhideCommand,
  hidden: hiddenCommand,
  season: seasonCommand,
  suspects: suspectsCommand,
  discord: discordCommand,
  hall: hallCommand,
};

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
    // No option is `multiple`, so every value is one string or boolean.
    return await command.run(parsed as { values: ArgValues; positionals: string[] });
  } catch (error) {
    // ark.config.json that cannot be used: its one line (the field, never a secret), as for a usage.
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    // parseArgs throws for an unknown or malformed option; a command for arguments it cannot use.
    const parse = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (!(parse || error instanceof UsageError)) throw error;
    console.error(`${(error as Error).message}\n${command.usage}`);
    return 2;
  }
}

// One line on stderr and exit 1 for anything that stops a command, never a stack trace: the
// store is unchanged (an import is one transaction).
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(describeFailure(error));
  process.exitCode = 1;
}
