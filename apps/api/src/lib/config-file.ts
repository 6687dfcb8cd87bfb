import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** A setting that cannot be used; the message names the file or variable, and the field. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The longest file path a setting may name (Linux's PATH_MAX). */
export const PATH_MAX_LENGTH = 4096;

/** The longest URL a setting may hold (what browsers and Discord's embeds take). */
export const URL_MAX_LENGTH = 2048;

/** How many of a config's problems its one line names; the rest are counted. */
const ISSUES_SHOWN = 3;

/** Characters as people count them (code points, so an emoji is one). */
const characters = (text: string) => Array.from(text).length;

/**
 * A text setting of at most `max` characters; a longer one is refused with the limit named,
 * never cut (docs/adr/0058-hostile-traffic-and-hard-restarts.md). Checks after it run only on a
 * text within the limit.
 */
export function textWithin(max: number) {
  return z.string().refine((text) => characters(text) <= max, {
    error: (issue) => `at most ${max} characters (this one has ${characters(String(issue.input))})`,
    abort: true,
  });
}

/**
 * A list setting of at most `max` entries of `item`, refused with the limit named before any
 * entry is read.
 */
export function listWithin<T extends z.ZodType>(item: T, max: number, what: string) {
  return z
    .array(z.unknown())
    .max(max, {
      error: (issue) =>
        `at most ${max} ${what} (this one has ${(issue.input as unknown[]).length})`,
    })
    .pipe(z.array(item));
}

const ENV_PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A field's path as the config file writes it: `clusters[1].source.url`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/**
 * Every `${NAME}` in the strings of a parsed JSON value replaced by the environment variable NAME;
 * an unset one is a ConfigError naming the field and the variable.
 */
export function expandEnv(
  value: unknown,
  env: NodeJS.ProcessEnv,
  source: string,
  path: PropertyKey[] = [],
): unknown {
  if (typeof value === 'string') {
    return value.replace(ENV_PLACEHOLDER, (_, name: string) => {
      const found = env[name];
      if (found === undefined) {
        throw new ConfigError(
          `${source}: ${formatPath(path)}: environment variable ${name} is not set`,
        );
      }
      return found;
    });
  }
  if (Array.isArray(value)) {
    return value.map((item, i) => expandEnv(item, env, source, [...path, i]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, expandEnv(v, env, source, [...path, k])]),
    );
  }
  return value;
}

/** Parses `raw` with `schema`; every issue named by its field, in one ConfigError. */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  source: string,
): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const { issues } = result.error;
  const named = issues
    .slice(0, ISSUES_SHOWN)
    .map((issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`);
  if (issues.length > ISSUES_SHOWN) named.push(`and ${issues.length - ISSUES_SHOWN} more`);
  throw new ConfigError(`${source}: ${named.join('; ')}`);
}

/** The JSON a config file holds; a file that is not JSON is a ConfigError naming it. */
export async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${path}: not valid JSON (${(error as Error).message})`);
  }
}
