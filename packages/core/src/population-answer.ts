// The reader of the population call's answer (docs/adr/0085-the-game-log-source.md), loaded with
// the population chart after the first paint (docs/adr/0104-last-seen-and-population-on-the-page.md).
import * as z from 'zod/mini';
import { OptionalCountSchema } from './schemas';

/**
 * The answer of the population call (POPULATION_PATH) as the page reads it: the zone its hours
 * start in, the first hour's start (null, or unreadable: no series), and each hour's players
 * online, an unreadable count a gap (undefined), never 0.
 */
export const PopulationAnswerSchema = z.object({
  timezone: z.string().check(z.minLength(1)),
  start: z.pipe(
    z.unknown(),
    z.transform((value): string | null =>
      typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : null,
    ),
  ),
  hours: z.array(OptionalCountSchema),
});
export type PopulationAnswer = z.output<typeof PopulationAnswerSchema>;
