// The compare call's contract (docs/adr/0083-compare.md): two to four players or tribes of one
// cluster side by side. Its path and limits, how a list of ids is read (what is left out, and
// why), which value of a statistic is the best, and the strict schema of what it answers (the
// OpenAPI document is generated from it).
import * as z from 'zod/mini';
import { API_PREFIX, isRowId, ROW_ID_RULE, VIEWS, type View } from './contract';
import { FILTER_WIRES } from './filters';
import {
  built,
  PlayerDetailWireSchema,
  RangeWireSchema,
  RankFactWireSchema,
  TribeDetailWireSchema,
} from './wire';

/** The compare call: `?players=a,b[,c[,d]]` or `?tribes=…`, with cluster, season and range. */
export const COMPARE_PATH = `${API_PREFIX}/ark/compare`;

/** The fewest rows a comparison is drawn with, and the most. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The longest list read: more entries than this is not a comparison but a malformed list. */
export const COMPARE_LIST_MAX = 16;

/** Why an id of the list is not compared: unknown or hidden, given again, or past the fourth. */
export const COMPARE_LEFT_OUT = ['not_found', 'repeated', 'over_limit'] as const;
export type CompareLeftOutReason = (typeof COMPARE_LEFT_OUT)[number];

export interface LeftOut {
  id: string;
  reason: CompareLeftOutReason;
}

/** A list read: the ids to compare in the order given and what was left out, or what is not an id. */
export type CompareList = { ids: string[]; leftOut: LeftOut[] } | { bad: string[] };

/**
 * Reads a compare list (`a,b,c`): its ids in order, a repeated one and those past COMPARE_MAX left
 * out and said so; `bad` names the entries that are not ids (ROW_ID_RULE), or the whole list when
 * it is empty or longer than COMPARE_LIST_MAX.
 * @example readCompareList('a,b,a') // { ids: ['a', 'b'], leftOut: [{ id: 'a', reason: 'repeated' }] }
 * @example readCompareList('a,<b>') // { bad: ['<b>'] }
 */
export function readCompareList(list: string): CompareList {
  const entries = list.split(',');
  if (list === '' || entries.length > COMPARE_LIST_MAX) return { bad: [list] };
  const bad = entries.filter((entry) => !isRowId(entry));
  if (bad.length > 0) return { bad };
  const ids: string[] = [];
  const leftOut: LeftOut[] = [];
  for (const id of entries) {
    if (ids.includes(id)) leftOut.push({ id, reason: 'repeated' });
    else if (ids.length === COMPARE_MAX) leftOut.push({ id, reason: 'over_limit' });
    else ids.push(id);
  }
  return { ids, leftOut };
}

/** The rule a malformed list breaks, as its 400 says it. */
export const COMPARE_LIST_RULE = `a comma-separated list of ${COMPARE_MIN} to ${COMPARE_MAX} ids (${ROW_ID_RULE})`;

/** Every statistic the compare answer marks the best of (the filters' wire values). */
const STATS = FILTER_WIRES;

const entryOf = (view: View) =>
  view === 'players'
    ? z.strictObject({ player: PlayerDetailWireSchema, ranks: z.array(RankFactWireSchema) })
    : z.strictObject({ tribe: TribeDetailWireSchema, ranks: z.array(RankFactWireSchema) });

/** What the compare call answers (docs/adr/0083-compare.md). */
export const CompareAnswerWireSchema = built(() =>
  z.strictObject({
    board: z.enum(VIEWS),
    cluster: z.string().check(z.describe('The cluster compared in (the default when none named).')),
    entries: z
      .array(z.union([entryOf('players'), entryOf('tribes')]))
      .check(
        z.describe(
          'Each id compared, in the order asked: its detail (as the detail call sends it) and its ranks.',
        ),
      ),
    best: z
      .array(
        z.strictObject({
          stat: z.enum(STATS),
          ids: z
            .array(z.string())
            .check(z.describe('Who holds the best value; every one of a tie.')),
        }),
      )
      .check(
        z.describe(
          'Per statistic of the board, the ids holding its best value: the highest, the lowest for deaths; a statistic none of them has is left out.',
        ),
      ),
    left_out: z
      .array(z.strictObject({ id: z.string(), reason: z.enum(COMPARE_LEFT_OUT) }))
      .check(
        z.describe(
          'Ids of the list not compared: unknown or hidden (not_found), given again (repeated), past the fourth (over_limit).',
        ),
      ),
    updated_at: z.nullable(z.iso.datetime({ offset: true })),
    range: z.optional(RangeWireSchema),
  }),
);
export type CompareAnswerWire = z.output<typeof CompareAnswerWireSchema>;
