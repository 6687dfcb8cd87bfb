// The OpenAPI 3.1 document of the public calls, generated from core's strict wire schemas with
// zod's JSON Schema conversion: nothing here types a schema by hand, so the document says what
// the code sends (docs/decisions.md#openapi-document). openapi.test.ts checks real answers against
// the same schemas.
import {
  ClusterListWireSchema,
  clustersPath,
  ErrorBodyWireSchema,
  PaginationWireSchema,
  PlayerRowWireSchema,
  RANKING_ANSWER_WIRE_SCHEMAS,
  RANKINGS_PATHS,
  rankingParamsWireSchema,
  TribeRowWireSchema,
  VIEWS,
  type View,
  WORDING,
} from '@ark/core';
import * as z from 'zod/mini';

/** The document's named schemas: each is core's strict wire schema of what the server sends. */
export const COMPONENTS = {
  TribeRow: TribeRowWireSchema,
  PlayerRow: PlayerRowWireSchema,
  Pagination: PaginationWireSchema,
  TribeRanking: RANKING_ANSWER_WIRE_SCHEMAS.tribes,
  PlayerRanking: RANKING_ANSWER_WIRE_SCHEMAS.players,
  ClusterList: ClusterListWireSchema,
  Error: ErrorBodyWireSchema,
} as const;

export type ComponentName = keyof typeof COMPONENTS;

const RANKING_COMPONENT: Readonly<Record<View, ComponentName>> = {
  tribes: 'TribeRanking',
  players: 'PlayerRanking',
};

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });

const json = (name: ComponentName) => ({ 'application/json': { schema: ref(name) } });

/** A format says what the date is; zod's long regex for it adds nothing a reader needs. */
function override({ jsonSchema }: { jsonSchema: { format?: string; pattern?: string } }): void {
  if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
}

/** Every component as JSON Schema, referring to the others by `$ref`. */
function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => ref(id as ComponentName).$ref,
    override,
  });
  // Each component is part of this document: no `$schema` or `$id` of its own.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]),
  );
}

interface ParamsJson {
  properties: Record<string, { description?: string }>;
  required?: string[];
}

/** The query params of a view's rankings call, each with its limit and meaning. */
function rankingParameters(view: View) {
  const params = z.toJSONSchema(rankingParamsWireSchema(view), {
    io: 'input',
    override,
  }) as ParamsJson;
  return Object.entries(params.properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: params.required?.includes(name) ?? false,
    description,
    schema,
  }));
}

const rankingsCall = (view: View) => ({
  get: {
    summary: `${WORDING[view].singular} ranking, one page`,
    parameters: rankingParameters(view),
    responses: {
      '200': {
        description: 'One page (no rows past the end), with the true totals.',
        headers: { ETag: { schema: { type: 'string' } } },
        content: json(RANKING_COMPONENT[view]),
      },
      '304': { description: 'Not modified (If-None-Match).' },
      '400': { description: 'Bad input: the error names the param.', content: json('Error') },
    },
  },
});

const clustersCall = (view: View) => ({
  get: {
    summary: `Clusters of the ${WORDING[view].plural} view, in dropdown order`,
    responses: {
      '200': { description: 'The clusters.', content: json('ClusterList') },
    },
  },
});

/** The OpenAPI 3.1 description of the public calls, served at the contract's OPENAPI_PATH. */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'ARK Leaderboards API', version: '0.1.0' },
  paths: Object.fromEntries(
    VIEWS.flatMap((view) => [
      [clustersPath(view), clustersCall(view)],
      [RANKINGS_PATHS[view], rankingsCall(view)],
    ]),
  ),
  components: { schemas: componentSchemas() },
};
