// The OpenAPI 3.1 document of the public calls, generated from core's strict wire schemas with
// zod's JSON Schema conversion: nothing here types a schema by hand, so the document says what
// the code sends (docs/adr/0011-openapi-from-schemas.md). openapi.test.ts checks real answers against
// the same schemas.
import {
  ClusterListWireSchema,
  COMPARE_LIST_RULE,
  COMPARE_PATH,
  CompareAnswerWireSchema,
  clustersParamsWireSchema,
  clustersPath,
  DETAIL_ANSWER_WIRE_SCHEMAS,
  DETAIL_PATHS,
  type DetailKind,
  detailParamsWireSchema,
  ErrorBodyWireSchema,
  HALL_ANSWER_WIRE_SCHEMAS,
  HALL_PATH,
  HALL_SECTIONS,
  HallAnswerWireSchema,
  HISTORY_ANSWER_WIRE_SCHEMAS,
  hallParamsWireSchema,
  historyPath,
  PaginationWireSchema,
  PlayerDetailWireSchema,
  PlayerRowWireSchema,
  POPULATION_DAYS,
  POPULATION_PATH,
  PopulationAnswerWireSchema,
  populationParamsWireSchema,
  RANGE_KEYS,
  RANGES_PATH,
  RANKING_ANSWER_WIRE_SCHEMAS,
  RANKINGS_PATHS,
  RangesAnswerWireSchema,
  RangeWireSchema,
  RankFactWireSchema,
  ROW_ID_RULE,
  RowIdWireSchema,
  rankingParamsWireSchema,
  SEASONS_PATH,
  SeasonListWireSchema,
  SeasonWireSchema,
  TribeDetailWireSchema,
  TribeRowWireSchema,
  VIEWS,
  type View,
} from '@ark/core';
import * as z from 'zod/mini';

/** What the document calls each view: for programs and admins, in English (not a visitor's words). */
const NOUNS: Readonly<Record<View, { singular: string; plural: string }>> = {
  tribes: { singular: 'Tribe', plural: 'tribes' },
  players: { singular: 'Player', plural: 'players' },
};

/** The document's named schemas: each is core's strict wire schema of what the server sends. */
export const COMPONENTS = {
  TribeRow: TribeRowWireSchema,
  PlayerRow: PlayerRowWireSchema,
  Pagination: PaginationWireSchema,
  TribeRanking: RANKING_ANSWER_WIRE_SCHEMAS.tribes,
  PlayerRanking: RANKING_ANSWER_WIRE_SCHEMAS.players,
  ClusterList: ClusterListWireSchema,
  PlayerDetail: PlayerDetailWireSchema,
  TribeDetail: TribeDetailWireSchema,
  RankFact: RankFactWireSchema,
  PlayerAnswer: DETAIL_ANSWER_WIRE_SCHEMAS.player,
  TribeAnswer: DETAIL_ANSWER_WIRE_SCHEMAS.tribe,
  Season: SeasonWireSchema,
  SeasonList: SeasonListWireSchema,
  Range: RangeWireSchema,
  RangesAnswer: RangesAnswerWireSchema,
  PlayerHistory: HISTORY_ANSWER_WIRE_SCHEMAS.player,
  TribeHistory: HISTORY_ANSWER_WIRE_SCHEMAS.tribe,
  HallRecords: HALL_ANSWER_WIRE_SCHEMAS.records,
  HallChampions: HALL_ANSWER_WIRE_SCHEMAS.champions,
  HallMedals: HALL_ANSWER_WIRE_SCHEMAS.medals,
  HallSeasons: HALL_ANSWER_WIRE_SCHEMAS.seasons,
  HallAnswer: HallAnswerWireSchema,
  CompareAnswer: CompareAnswerWireSchema,
  PopulationAnswer: PopulationAnswerWireSchema,
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

/** The query params of a call, from its params schema, each with its limit and meaning. */
function queryParameters(paramsSchema: z.core.$ZodType) {
  const params = z.toJSONSchema(paramsSchema, { io: 'input', override }) as ParamsJson;
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
    summary: `${NOUNS[view].singular} ranking, one page`,
    parameters: queryParameters(rankingParamsWireSchema(view)),
    responses: {
      '200': {
        description: 'One page (no rows past the end), with the true totals.',
        headers: { ETag: { schema: { type: 'string' } } },
        content: json(RANKING_COMPONENT[view]),
      },
      '304': { description: 'Not modified (If-None-Match).' },
      '400': {
        description: `Bad input: the error names the param (unknown_range: a range not in ${RANGE_KEYS.join(', ')}, or any but all with an archived season; bad_online: online but 1, on the tribes board or with an archived season).`,
        content: json('Error'),
      },
    },
  },
});

const clustersCall = (view: View) => ({
  get: {
    summary: `Clusters of the ${NOUNS[view].plural} view, in dropdown order`,
    parameters: queryParameters(clustersParamsWireSchema()),
    responses: {
      '200': { description: 'The clusters.', content: json('ClusterList') },
      '400': { description: 'An unknown season.', content: json('Error') },
    },
  },
});

const DETAIL_COMPONENT: Readonly<Record<DetailKind, ComponentName>> = {
  player: 'PlayerAnswer',
  tribe: 'TribeAnswer',
};

/** What a call about one player or tribe (`{id}` in its path) documents besides the shared parts. */
interface IdCall {
  summary: string;
  query: z.core.$ZodType;
  component: ComponentName;
  /** What a 200 holds. */
  ok: string;
  /** What a 400 refuses. */
  bad: string;
}

/** A GET of one player or tribe: the id in its path, an ETag, 304, 400 and 404. */
const idCall = ({ summary, query, component, ok, bad }: IdCall) => {
  const { description, ...schema } = z.toJSONSchema(RowIdWireSchema, { io: 'input' });
  return {
    get: {
      summary,
      parameters: [
        { name: 'id', in: 'path', required: true, description, schema },
        ...queryParameters(query),
      ],
      responses: {
        '200': {
          description: ok,
          headers: { ETag: { schema: { type: 'string' } } },
          content: json(component),
        },
        '304': { description: 'Not modified (If-None-Match).' },
        '400': { description: bad, content: json('Error') },
        '404': { description: 'An unknown or hidden id (not_found).', content: json('Error') },
      },
    },
  };
};

const singular = (kind: DetailKind) =>
  NOUNS[kind === 'player' ? 'players' : 'tribes'].singular.toLowerCase();

const detailCall = (kind: DetailKind) =>
  idCall({
    summary: `One ${singular(kind)}: every statistic and its rank${kind === 'tribe' ? ', and a page of members by kills' : ''}`,
    query: detailParamsWireSchema(kind),
    component: DETAIL_COMPONENT[kind],
    ok: 'The detail, from one data version.',
    bad: `Bad input: an id that is not ${ROW_ID_RULE} (bad_id), a cluster, season, page or range.`,
  });

const HISTORY_COMPONENT: Readonly<Record<DetailKind, ComponentName>> = {
  player: 'PlayerHistory',
  tribe: 'TribeHistory',
};

// docs/adr/0063-history.md
const historyCall = (kind: DetailKind) =>
  idCall({
    summary: `One ${singular(kind)}'s history in the current season: a point for each day its statistics changed, oldest first`,
    query: z.strictObject({ cluster: detailParamsWireSchema(kind).shape.cluster }),
    component: HISTORY_COMPONENT[kind],
    ok: 'The points kept (site.historyDays), from one data version.',
    bad: `Bad input: an id that is not ${ROW_ID_RULE} (bad_id), or the cluster.`,
  });

const seasonsCall = {
  get: {
    summary: 'The archived seasons, newest first ([] when none was closed)',
    responses: {
      '200': {
        description: 'The seasons.',
        headers: { ETag: { schema: { type: 'string' } } },
        content: json('SeasonList'),
      },
      '304': { description: 'Not modified (If-None-Match).' },
    },
  },
};

// docs/adr/0074-the-hall-of-fame.md
const hallCall = {
  get: {
    summary: `A cluster's hall of fame, one section (${HALL_SECTIONS.join(', ')}): records of the most gained in a day, week and month; each closed week's and month's #1, newest first; the weekly medal table; each archived season's top 3`,
    parameters: queryParameters(hallParamsWireSchema()),
    responses: {
      '200': {
        description:
          'The section asked, from one data version; hidden players and tribes left out.',
        headers: { ETag: { schema: { type: 'string' } } },
        content: json('HallAnswer'),
      },
      '304': { description: 'Not modified (If-None-Match).' },
      '400': {
        description:
          'Bad input: unknown_section, unknown_board, a season that is not an id (unknown_season), or bad_page.',
        content: json('Error'),
      },
      '404': {
        description: 'A season never archived, or a cluster the season does not hold (not_found).',
        content: json('Error'),
      },
    },
  },
};

// docs/adr/0083-compare.md
const compareList = (view: View) =>
  z.optional(
    z
      .string()
      .check(
        z.describe(
          `The ${NOUNS[view].plural} to compare: ${COMPARE_LIST_RULE}. Give this or the other list, not both.`,
        ),
      ),
  );

const compareCall = {
  get: {
    summary:
      "Two to four players or tribes of one cluster side by side: each one's detail and ranks, and who holds the best value of each statistic",
    parameters: queryParameters(
      z.strictObject({
        players: compareList('players'),
        tribes: compareList('tribes'),
        cluster: detailParamsWireSchema('player').shape.cluster,
        season: detailParamsWireSchema('player').shape.season,
        range: detailParamsWireSchema('player').shape.range,
      }),
    ),
    responses: {
      '200': {
        description:
          'The comparison, from one data version; ids unknown, hidden, repeated or past the fourth are left out and named in left_out.',
        headers: { ETag: { schema: { type: 'string' } } },
        content: json('CompareAnswer'),
      },
      '304': { description: 'Not modified (If-None-Match).' },
      '400': {
        description:
          'Bad input: no list or both (bad_compare_list), an entry that is not an id (bad_compare_list), the cluster, season or range.',
        content: json('Error'),
      },
      '404': { description: 'The store holds no cluster (not_found).', content: json('Error') },
    },
  },
};

// docs/adr/0085-the-game-log-source.md
const populationCall = {
  get: {
    summary: `A cluster's players online in each hour of the last ${POPULATION_DAYS} days of its game log, in site.timezone's hours`,
    parameters: queryParameters(populationParamsWireSchema()),
    responses: {
      '200': {
        description:
          'The hours, from one data version; no hours (start null) for a cluster without a game log.',
        headers: { ETag: { schema: { type: 'string' } } },
        content: json('PopulationAnswer'),
      },
      '304': { description: 'Not modified (If-None-Match).' },
      '400': {
        description:
          'Bad input: cluster given twice (repeated_param), or not a cluster key (unknown_cluster).',
        content: json('Error'),
      },
      '404': {
        description: 'A cluster the store does not list, or none at all (not_found).',
        content: json('Error'),
      },
    },
  },
};

const rangesCall = {
  get: {
    summary:
      'The range capability probe: the ranges the rankings and detail calls accept, the time zone their periods start in at 00:00 and the first day of a week',
    responses: {
      '200': {
        description: 'The ranges and the periods they follow.',
        headers: { ETag: { schema: { type: 'string' } } },
        content: json('RangesAnswer'),
      },
      '304': { description: 'Not modified (If-None-Match).' },
    },
  },
};

/** One documented response: a body following a component, or none (304). */
interface DocumentedResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: { 'application/json': { schema: { $ref: string } } };
}

/** One path of the document: a GET, its params and its responses by status. */
interface PathItem {
  get: { summary: string; parameters?: unknown[]; responses: Record<string, DocumentedResponse> };
}

/** The OpenAPI 3.1 description of the public calls, served at the contract's OPENAPI_PATH. */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'ARK Leaderboards API', version: '0.1.0' },
  paths: Object.fromEntries([
    ...VIEWS.flatMap((view): [string, PathItem][] => [
      [clustersPath(view), clustersCall(view)],
      [RANKINGS_PATHS[view], rankingsCall(view)],
    ]),
    ...(['player', 'tribe'] as const).map((kind): [string, PathItem] => [
      DETAIL_PATHS[kind]('{id}'),
      detailCall(kind),
    ]),
    ...(['player', 'tribe'] as const).map((kind): [string, PathItem] => [
      historyPath(kind, '{id}'),
      historyCall(kind),
    ]),
    [SEASONS_PATH, seasonsCall] as [string, PathItem],
    [RANGES_PATH, rangesCall] as [string, PathItem],
    [HALL_PATH, hallCall] as [string, PathItem],
    [COMPARE_PATH, compareCall] as [string, PathItem],
    [POPULATION_PATH, populationCall] as [string, PathItem],
  ]),
  components: { schemas: componentSchemas() },
};
