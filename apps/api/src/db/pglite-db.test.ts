import { describe, expect, it } from 'vitest';
import { createPglite, PGLITE_SETTINGS, wasmMemoryBytes } from './pglite-db';
import { openPgliteWorkerDb } from './pglite-worker-db';

const SHOWN = ['shared_buffers', 'work_mem', 'temp_buffers', 'wal_buffers', 'maintenance_work_mem'];

describe('createPglite', () => {
  it('starts with the lean settings, each overridable, and stock leaves PGlite its own', async () => {
    const lean = await createPglite(undefined, { settings: { work_mem: '2MB' } });
    const stock = await createPglite(undefined, { memory: 'stock' });
    try {
      const show = async (pg: typeof lean) => {
        const shown: Record<string, string> = {};
        for (const name of SHOWN) {
          const { rows } = await pg.query<Record<string, string>>(`SHOW ${name}`);
          shown[name] = rows[0]?.[name] ?? '';
        }
        return shown;
      };
      expect(await show(lean)).toEqual({ ...PGLITE_SETTINGS, work_mem: '2MB' });
      expect((await show(stock)).shared_buffers).toBe('128MB');
      expect(wasmMemoryBytes(lean)).toBeGreaterThan(0);
    } finally {
      await lean.close();
      await stock.close();
    }
  });
});

describe('wasmMemoryBytes', () => {
  it("reports the store thread's WebAssembly memory through the worker's memory()", async () => {
    const db = await openPgliteWorkerDb();
    try {
      const memory = await db.memory?.();
      expect(memory?.wasm).toBeGreaterThan(16 * 2 ** 20);
      expect(memory?.heapUsed).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
