// Made-up, ARK-flavoured names for the built-in sample (docs/decisions.md#sample-composition), composed from two short
// word lists rather than 80 literals: the sample ships in the page's JS, which has a tight budget.
// Deterministic, so the sample is the same on every load and in every test.

const TRIBE_FIRST = [
  'Obsidian',
  'Frost',
  'Blood Moon',
  'Tek',
  'Crystal',
  'Ember',
  'Ragnarok',
  'Alpha',
];
const TRIBE_SECOND = ['Raptors', 'Wyverns', 'Titans', 'Syndicate', 'Riders'];
const PLAYER_FIRST = ['Rex', 'Nyx', 'Kai', 'Ash', 'Vex', 'Mira', 'Juno', 'Odin'];
const PLAYER_SECOND = ['Hunter', 'Tamer', 'Fang', 'Storm', 'Claw'];

/** 40 distinct names: each first word with each second word, interleaved so neighbours differ. */
const compose = (first: string[], second: string[], join: string): string[] =>
  second.flatMap((_, j) =>
    first.map((word, i) => `${word}${join}${second[(i + j) % second.length]}`),
  );

export const TRIBE_NAMES: readonly string[] = compose(TRIBE_FIRST, TRIBE_SECOND, ' ');
export const PLAYER_NAMES: readonly string[] = compose(PLAYER_FIRST, PLAYER_SECOND, '');
