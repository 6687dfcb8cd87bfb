// The `ark` commands by name: each one's usage line and options, which ark.ts reads for every
// run, and its module, loaded only to run it. Light on purpose: a usage or a bad argument loads
// no store, and a command none of the others' imports.
import { type Command, PERIOD_RANGES } from './command';

/** The options hide and unhide share. */
const TARGET_OPTIONS = {
  cluster: { type: 'string' },
  player: { type: 'string' },
  tribe: { type: 'string' },
} as const;

/** Every command, in the order the usage lists them. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  import: {
    usage:
      'usage: ark import --cluster KEY [--display NAME] [--order N] --players FILE [--tribes FILE] [--layout advanced-achievements|point-rewards] [--allow-shrink] [--as-of ISO-TIME] [--json]',
    options: {
      cluster: { type: 'string' },
      display: { type: 'string' },
      order: { type: 'string' },
      players: { type: 'string' },
      tribes: { type: 'string' },
      layout: { type: 'string' },
      'allow-shrink': { type: 'boolean' },
      'as-of': { type: 'string' },
      json: { type: 'boolean' },
    },
    load: () => import('./import'),
  },
  demo: {
    usage: 'usage: ark demo [--players N]',
    options: { players: { type: 'string' } },
    load: () => import('./demo'),
  },
  sync: {
    usage: 'usage: ark sync [--cluster KEY] [--json]',
    options: { cluster: { type: 'string' }, json: { type: 'boolean' } },
    load: () => import('./sync'),
  },
  hide: {
    usage: 'usage: ark hide --cluster KEY (--player STEAMID | --tribe TRIBEID) --reason TEXT',
    options: { ...TARGET_OPTIONS, reason: { type: 'string' } },
    load: () => import('./hide'),
  },
  unhide: {
    usage: 'usage: ark unhide --cluster KEY (--player STEAMID | --tribe TRIBEID)',
    options: TARGET_OPTIONS,
    load: () => import('./unhide'),
  },
  hidden: {
    usage: 'usage: ark hidden [--cluster KEY]',
    options: { cluster: { type: 'string' } },
    load: () => import('./hidden'),
  },
  season: {
    usage: 'usage: ark season close --name NAME [--json] | ark season list',
    options: { name: { type: 'string' }, json: { type: 'boolean' } },
    positionals: true,
    load: () => import('./season'),
  },
  suspects: {
    usage: `usage: ark suspects [--cluster KEY] [--range ${PERIOD_RANGES.join('|')}] [--json]`,
    options: { cluster: { type: 'string' }, range: { type: 'string' }, json: { type: 'boolean' } },
    load: () => import('./suspects'),
  },
  discord: {
    usage:
      'usage: ark discord post [--dry-run] [--every day|week|month|season]\nusage: ark discord register [--guild ID] [--dry-run]',
    options: {
      'dry-run': { type: 'boolean' },
      every: { type: 'string' },
      guild: { type: 'string' },
    },
    positionals: true,
    load: () => import('./discord'),
  },
  hall: {
    usage: 'usage: ark hall rebuild [--cluster KEY] [--json]',
    options: { cluster: { type: 'string' }, json: { type: 'boolean' } },
    positionals: true,
    load: () => import('./hall'),
  },
};
