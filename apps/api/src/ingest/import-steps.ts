// The import's named steps (docs/adr/0053-the-import-service.md); the clock that times and
// reports them is lib/progress.ts's.

/** Every import's steps, in order; an import of rows already normalised starts at validate. */
export const IMPORT_STEPS = [
  'read',
  'normalise',
  'validate',
  'prepare',
  'build',
  'audit',
  'history',
  'hall',
  'swap',
] as const;

export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Whether `name` is a step's, not a part's. */
export const isImportStep = (name: string): name is ImportStep =>
  (IMPORT_STEPS as readonly string[]).includes(name);
