import {
  clustersPath,
  FILTER_TABLE,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
  RANKINGS_PATHS,
} from '@ark/core';

const num = { type: 'number' } as const;
const error = { $ref: '#/components/schemas/Error' } as const;
const rankingParams = (view: 'tribes' | 'players') => [
  {
    name: 'search',
    in: 'query',
    description: `Trimmed, case-insensitive substring of the name; % and _ are literal. At most ${MAX_SEARCH_LENGTH} characters.`,
    schema: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
  },
  {
    name: 'filter',
    in: 'query',
    description: 'The statistic to rank by; missing = the view default.',
    schema: { type: 'string', enum: FILTER_TABLE[view].map((o) => o.wire) },
  },
  {
    name: 'cluster',
    in: 'query',
    description: 'A key from the clusters call; missing = SOLO, or the first cluster without SOLO.',
    schema: { type: 'string' },
  },
  {
    name: 'page',
    in: 'query',
    description: `Zero-based page of ${PAGE_SIZE} rows.`,
    schema: { type: 'integer', minimum: 0, maximum: MAX_PAGE },
  },
];

const rankingPath = (view: 'tribes' | 'players', row: string) => ({
  get: {
    summary: `${view === 'tribes' ? 'Tribe' : 'Player'} ranking, one page`,
    parameters: rankingParams(view),
    responses: {
      '200': {
        description: 'One page (no rows past the end), with the true totals.',
        headers: { ETag: { schema: { type: 'string' } } },
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['ranking_data', 'pagination'],
              properties: {
                ranking_data: { type: 'array', items: { $ref: `#/components/schemas/${row}` } },
                pagination: { $ref: '#/components/schemas/Pagination' },
                updated_at: { type: ['string', 'null'], format: 'date-time' },
              },
            },
          },
        },
      },
      '304': { description: 'Not modified (If-None-Match).' },
      '400': { description: 'Bad input.', content: { 'application/json': { schema: error } } },
    },
  },
});

const clustersCall = {
  get: {
    summary: 'Clusters in dropdown order',
    responses: {
      '200': {
        description: 'The clusters',
        content: {
          'application/json': {
            schema: { type: 'array', items: { $ref: '#/components/schemas/Cluster' } },
          },
        },
      },
    },
  },
};

/** The OpenAPI 3.1 description of the public calls, served at the contract's OPENAPI_PATH. */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'ARK Leaderboards API', version: '0.1.0' },
  paths: {
    [clustersPath('tribes')]: clustersCall,
    [clustersPath('players')]: clustersCall,
    [RANKINGS_PATHS.tribes]: rankingPath('tribes', 'TribeRow'),
    [RANKINGS_PATHS.players]: rankingPath('players', 'PlayerRow'),
  },
  components: {
    schemas: {
      Cluster: {
        type: 'object',
        required: ['key', 'display'],
        properties: { key: { type: 'string' }, display: { type: 'string' } },
      },
      TribeRow: {
        type: 'object',
        properties: {
          rank: { type: 'integer', description: 'Competition rank in the whole cluster.' },
          TribeName: { type: 'string' },
          DamageScore: num,
          TotalKills: num,
          TotalDeaths: num,
          KD: {
            type: 'string',
            pattern: '^\\d+\\.\\d{2}$',
            description: 'kills / max(deaths, 1), exactly 2 decimals, as text',
          },
          TotalTameKills: num,
          TotalPlayTime: { type: 'number', description: 'Minutes' },
        },
      },
      PlayerRow: {
        type: 'object',
        properties: {
          rank: { type: 'integer', description: 'Competition rank in the whole cluster.' },
          PlayerName: { type: 'string' },
          TribeName: { type: 'string' },
          PlayTime: { type: 'number', description: 'Minutes' },
          PlayerKills: num,
          DinoKills: num,
          DeathByPlayer: num,
          KD: {
            type: 'string',
            pattern: '^\\d+\\.\\d{2}$',
            description: 'kills / max(deaths, 1), exactly 2 decimals, as text',
          },
        },
      },
      Pagination: {
        type: 'object',
        required: ['total_pages', 'current_page', 'next', 'prev', 'total_records'],
        properties: {
          total_pages: { type: 'integer', minimum: 0 },
          current_page: { type: 'integer', minimum: 0 },
          next: { type: ['integer', 'null'] },
          prev: { type: ['integer', 'null'] },
          total_records: { type: 'integer', minimum: 0 },
        },
      },
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message', 'allowed'],
            properties: {
              code: { type: 'string' },
              message: { type: 'string' },
              allowed: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;
