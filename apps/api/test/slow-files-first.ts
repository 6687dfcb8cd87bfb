import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suite's slowest files, slowest first, as a quiet run measured them (docs/benchmarks.md,
 * "The suite's time"). A fresh clone has no results cache, and vitest then starts the largest
 * files first; a file of a few CLI runs is small and long, so one of them started last kept its
 * worker busy after the others had finished.
 */
export const SLOW_FILES: readonly string[] = [
  'src/main.test.ts',
  'src/cli/suspects.test.ts',
  'src/ingest/ingestion.test.ts',
  'src/cli/moderation.test.ts',
  'src/ingest/plugin-export.test.ts',
  'src/ingest/ingestion-cli-refusals.test.ts',
  'src/cli/import.test.ts',
  'src/cli/import-ascended.test.ts',
  'src/cli/ark.test.ts',
  'src/store/migrations.test.ts',
  'src/http/openapi.test.ts',
  'src/sources/demo-import.test.ts',
  'src/ingest/import-killed.test.ts',
  'src/http/app-ranges.test.ts',
  'src/db/store-lock.test.ts',
  'src/sync/reads-during-import.test.ts',
];

/**
 * Runs SLOW_FILES first, in their order, then the rest as vitest would: the longest jobs first
 * let the workers end together (longest-processing-time-first scheduling).
 */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rest = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.indexOf(relative(file.project.config.root, file.moduleId));
      return index === -1 ? SLOW_FILES.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return rest.sort((a, b) => rank(a) - rank(b));
  }
}
