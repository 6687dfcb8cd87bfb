import { describe, expect, it } from 'vitest';
import { SAMPLE_NOTICE } from './sample-notice';

describe('SAMPLE_NOTICE', () => {
  it('says that live rankings are unavailable and that the rows are sample data', () => {
    expect(SAMPLE_NOTICE).toMatch(/live rankings are unavailable/i);
    expect(SAMPLE_NOTICE).toMatch(/sample data/i);
  });
});
