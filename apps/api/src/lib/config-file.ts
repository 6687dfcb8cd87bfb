import { readFile } from 'node:fs/promises';
import type { z } from 'zod';

/** A setting that cannot be used; the message names the file or variable, and the field. */
export class ConfigError extends Error {
  override name = 'ConfigError';
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
  const issues = result.error.issues.map(
    (issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`,
  );
  throw new ConfigError(`${source}: ${issues.join('; ')}`);
}

/** The JSON a config file holds; a file that is not JSON is a ConfigError naming it. */
export async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${path}: not valid JSON (${(error as Error).message})`);
  }
}
