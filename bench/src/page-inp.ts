// The INP part of `pnpm bench:page` (issue 51, docs/adr/0079-taps-within-a-frame.md): every tap of
// page-taps.ts in each language, `rounds` fresh browsers each, the median duration per tap printed
// beside the 100 ms target, with each round's benchmarkIndex (Lighthouse's own page function, run
// in the round's browser before its CPU is slowed).
import { LANG_PARAM, matchLanguage } from '@ark/core';
import { type RoundResult, TAPS, tapRound } from './page-taps';
import type { StylePass } from './trace-buckets';

const TARGET_MS = 100;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

const shown = (ms: number): string => (ms < 16 ? '< 16' : String(Math.round(ms)));

export interface InpOptions {
  base: string;
  path: string;
  langs: readonly string[];
  rounds: number;
  executablePath: string;
  trace: boolean;
  say: (line?: string) => void;
}

/** The page's address in a language (its `lang=` param, docs/adr/0064-languages-wired.md). */
function inLanguage(base: string, path: string, lang: string): string {
  const code = matchLanguage(lang);
  if (!code) throw new Error(`--langs ${lang}: not a language of the page`);
  const url = new URL(path, base);
  url.searchParams.set(LANG_PARAM, code);
  return url.href;
}

/** Style passes as `47.0 ms (3,120 elements), 0.4 ms (2 elements)`, or `none`. */
const passes = (list: readonly StylePass[]): string =>
  list.length === 0
    ? 'none'
    : list
        .map(({ ms, elements }) =>
          elements === undefined
            ? `${ms} ms`
            : `${ms} ms (${elements.toLocaleString('en-US')} elements)`,
        )
        .join(', ');

/** Prints one language's lines: per tap its median, its rounds, its interactions, and with a trace where time went. */
function report(lang: string, rounds: readonly RoundResult[], say: InpOptions['say']): void {
  const indexes = rounds.map((round) => round.benchmarkIndex);
  say(
    `INP at 4x CPU, 412 px, ${lang}: median of ${rounds.length} (benchmarkIndex ${indexes.join(', ')}; median ${median(indexes)})`,
  );
  for (const { name } of TAPS) {
    const results = rounds.map((round) => round.taps[name]);
    const durations = results.map((result) => result?.duration ?? Number.NaN);
    const value = median(durations);
    const mark = value <= TARGET_MS ? 'ok' : 'OVER';
    const interactions = results.map((result) => result?.interactions ?? 0).join('/');
    say(
      `  inp ${lang} ${name.padEnd(18)} ${shown(value).padStart(5)} ms   (rounds ${durations.map(shown).join(', ')}; interactions ${interactions}; target <= ${TARGET_MS} ms: ${mark})`,
    );
    for (const [i, result] of results.entries()) {
      if (result?.toPaint) say(`      round ${i + 1} to paint ${JSON.stringify(result.toPaint)}`);
      if (result?.toPaintCpu)
        say(`      round ${i + 1} to paint, cpu ${JSON.stringify(result.toPaintCpu)}`);
      if (result?.toQuiet) say(`      round ${i + 1} to quiet ${JSON.stringify(result.toQuiet)}`);
      if (result?.stylesToPaint)
        say(`      round ${i + 1} style passes to paint: ${passes(result.stylesToPaint)}`);
      if (result?.stylesToQuiet)
        say(`      round ${i + 1} style passes to quiet: ${passes(result.stylesToQuiet)}`);
    }
  }
}

/** Runs the taps in every language, round after round, and prints each language's medians. */
export async function measureTaps(options: InpOptions): Promise<void> {
  for (const lang of options.langs) {
    const url = inLanguage(options.base, options.path, lang);
    const rounds: RoundResult[] = [];
    for (let i = 0; i < options.rounds; i += 1) {
      rounds.push(
        await tapRound({ url, executablePath: options.executablePath, trace: options.trace }),
      );
    }
    report(lang, rounds, options.say);
  }
}
