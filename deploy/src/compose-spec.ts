import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';

/**
 * The Compose Specification's JSON schema, as the dclint package ships it (its own validation
 * reads the same file; the package exports no path to it, so it is read beside its manifest).
 */
function composeSchema(): Record<string, unknown> {
  const manifest = createRequire(import.meta.url).resolve('dclint/package.json');
  const file = join(dirname(manifest), 'schemas', 'compose.schema.json');
  // Its `$schema` names draft-07 by an address Ajv does not know under that spelling.
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    unknown
  >;
  return schema;
}

let validate: ReturnType<Ajv['compile']> | undefined;

/** What the Compose Specification refuses in a parsed compose file: one line each, none if valid. */
export function composeErrors(document: unknown): string[] {
  // The schema's own keywords (deprecated, union types) are not Ajv's strict-mode vocabulary.
  validate ??= new Ajv({ allErrors: true, strict: false, allowUnionTypes: true }).compile(
    composeSchema(),
  );
  if (validate(document)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
  );
}
