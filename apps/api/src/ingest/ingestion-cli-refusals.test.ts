import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectOneLine,
  importArgs,
  type Served,
  scratchFolder,
  servedFromFolder,
} from '../../test/ingestion-harness';
import { goodPlayers, goodTribesJson, REFUSALS } from '../../test/refusal-cases';
import { runArk } from '../../test/run-cli';

// Refusals keep the last good data (docs/adr/0034-ingestion-rules.md): `ark import` refuses each
// broken export with exit 1 and one line, and the store it writes keeps serving what it served.
// Its own file (split from ingestion.test.ts) so vitest's workers share the CLI runs.

const scratch = scratchFolder('ark-ingestion-cli-');
const writeFolder = scratch.writeFolder;
const CASES = REFUSALS;

describe('refusals keep the last good data', () => {
  describe('ark import (the CLI, on the embedded store)', () => {
    let dataDir = '';
    let before: Served;
    const env = () => ({ ARK_DATA_DIR: dataDir });

    beforeAll(async () => {
      dataDir = scratch.path('cli-refusals');
      const good = await writeFolder('cli-good', {
        'players.json': JSON.stringify(goodPlayers()),
        'tribes.json': goodTribesJson(),
      });
      const result = await runArk(
        importArgs(join(good, 'players.json'), join(good, 'tribes.json')),
        env(),
      );
      expect(result.status, result.stderr).toBe(0);
      before = await servedFromFolder(dataDir);
    });

    for (const { name, file, content, reason } of CASES) {
      it(`refuses ${name} with exit 1 and one line, and keeps serving the old data`, async () => {
        const folder = await writeFolder(`cli-${name}`, {
          [file]: content(),
          'tribes.json': goodTribesJson(),
        });
        const result = await runArk(
          importArgs(join(folder, file), join(folder, 'tribes.json')),
          env(),
        );
        expect(result.status).toBe(1);
        expectOneLine(result.stderr, reason);
        expect(result.stderr).toMatch(/^import refused, nothing changed: /);
        if (!/shrink/.test(name)) expect(result.stderr).toContain(join(folder, file));
        expect(await servedFromFolder(dataDir)).toEqual(before);
      });
    }

    it('imports a shrink after a real wipe with --allow-shrink', async () => {
      const folder = await writeFolder('cli-wipe', {
        'players.json': JSON.stringify(goodPlayers().slice(0, 1)),
        'tribes.json': goodTribesJson(),
      });
      const result = await runArk(
        importArgs(join(folder, 'players.json'), join(folder, 'tribes.json'), '--allow-shrink'),
        env(),
      );
      expect(result.status, result.stderr).toBe(0);
      expect((await servedFromFolder(dataDir)).ids).toEqual(['76561198000000001']);
    });
  });
});
