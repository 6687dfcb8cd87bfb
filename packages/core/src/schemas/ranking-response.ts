import * as z from 'zod/mini';
import { type Pagination, PaginationSchema } from './pagination';
import { PlayerRowSchema } from './player-row';
import { TribeRowSchema } from './tribe-row';

/** The answer of the tribe rankings call (`RANKINGS_PATHS.tribes`). */
export const TribeRankingResponseSchema = z.object({
  ranking_data: z.array(TribeRowSchema),
  pagination: PaginationSchema,
  /** When the served data was last imported (ISO 8601); optional, for "Data as of". */
  updated_at: z.optional(z.nullable(z.string())),
});
export type TribeRankingResponse = z.infer<typeof TribeRankingResponseSchema>;

/** The answer of the player rankings call (`RANKINGS_PATHS.players`). */
export const PlayerRankingResponseSchema = z.object({
  ranking_data: z.array(PlayerRowSchema),
  pagination: PaginationSchema,
  /** When the served data was last imported (ISO 8601); optional, for "Data as of". */
  updated_at: z.optional(z.nullable(z.string())),
});
export type PlayerRankingResponse = z.infer<typeof PlayerRankingResponseSchema>;

export type RankingResponse = TribeRankingResponse | PlayerRankingResponse;

const EnvelopeSchema = z.object({
  ranking_data: z.array(z.unknown()),
  pagination: PaginationSchema,
  updated_at: z.optional(z.nullable(z.string())),
});

/** A row a tolerant read left out, and why (for the console). */
export interface DroppedRow {
  /** Zero-based position in `ranking_data`. */
  index: number;
  reason: string;
}

/** A rankings answer read row by row. */
export interface RankingAnswer<Row> {
  rows: Row[];
  pagination: Pagination;
  updatedAt: string | null;
  dropped: DroppedRow[];
}

function readRows<Row>(schema: z.ZodMiniType<Row>, body: unknown): RankingAnswer<Row> {
  const envelope = EnvelopeSchema.parse(body);
  const rows: Row[] = [];
  const dropped: DroppedRow[] = [];
  envelope.ranking_data.forEach((raw, index) => {
    const read = schema.safeParse(raw);
    if (read.success) rows.push(read.data);
    else {
      const issue = read.error.issues[0];
      const field = issue?.path.join('.') || 'row';
      dropped.push({ index, reason: `${field}: ${issue?.message ?? 'unreadable'}` });
    }
  });
  if (rows.length === 0 && dropped.length > 0) {
    throw new Error(`none of the ${dropped.length} rows could be read (${dropped[0]?.reason})`);
  }
  return { rows, pagination: envelope.pagination, updatedAt: envelope.updated_at ?? null, dropped };
}

/**
 * Reads a rankings answer as a tolerant reader (docs/decisions.md#tolerant-reader): the envelope
 * must carry `ranking_data` and the page numbers; a row that cannot be read is dropped on its own
 * and reported in `dropped`. Throws when the envelope is unusable, or when rows came and none
 * could be read (an empty `ranking_data` is a real, empty board).
 * @example readRankingAnswer('tribes', body).dropped // [{ index: 3, reason: 'KD: Expected a number' }]
 */
export function readRankingAnswer(
  view: 'tribes',
  body: unknown,
): RankingAnswer<z.output<typeof TribeRowSchema>>;
export function readRankingAnswer(
  view: 'players',
  body: unknown,
): RankingAnswer<z.output<typeof PlayerRowSchema>>;
export function readRankingAnswer(
  view: 'tribes' | 'players',
  body: unknown,
): RankingAnswer<z.output<typeof TribeRowSchema> | z.output<typeof PlayerRowSchema>>;
export function readRankingAnswer(view: 'tribes' | 'players', body: unknown) {
  return view === 'tribes' ? readRows(TribeRowSchema, body) : readRows(PlayerRowSchema, body);
}
