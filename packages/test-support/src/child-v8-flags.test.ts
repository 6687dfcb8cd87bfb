import { describe, expect, it } from 'vitest';
import { childV8Flags } from './child-v8-flags';

describe('childV8Flags', () => {
  it("runs a child's WebAssembly on Liftoff alone unless ARK_TEST_V8 is set", () => {
    expect(childV8Flags({})).toEqual(['--liftoff-only']);
  });

  it("gives ARK_TEST_V8's words instead, and none for an empty one", () => {
    expect(childV8Flags({ ARK_TEST_V8: '--no-opt  --max-old-space-size=512' })).toEqual([
      '--no-opt',
      '--max-old-space-size=512',
    ]);
    expect(childV8Flags({ ARK_TEST_V8: '' })).toEqual([]);
  });
});
