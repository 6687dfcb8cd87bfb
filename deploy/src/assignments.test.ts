import { describe, expect, it } from 'vitest';
import { parseAssignments } from './assignments';

describe('parseAssignments', () => {
  it('reads blank-separated KEY=value pairs, quoted values with their blanks', () => {
    expect(parseAssignments('HOST=0.0.0.0 PORT=8080  NAME="Solo board" EMPTY=')).toEqual({
      HOST: '0.0.0.0',
      PORT: '8080',
      NAME: 'Solo board',
      EMPTY: '',
    });
  });

  it('answers nothing for a line with no assignment', () => {
    expect(parseAssignments('production')).toEqual({});
  });
});
