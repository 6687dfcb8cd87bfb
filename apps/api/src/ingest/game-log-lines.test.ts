import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLogLine } from './game-log-lines';

const EOS = '0002a1b2c3d4e5f60718293a4b5c9f3a';
const ascended = (name: string, verb: 'joined' | 'left', id = EOS) =>
  `[2026.04.05-12.05.14:414][527]2026.04.05_12.05.14: ${name} [UniqueNetId:${id} Platform:XSX] ${verb} this ARK!`;

describe('parseLogLine', () => {
  it("reads Survival Ascended's join with the EOS id, the platform and the game's time", () => {
    expect(parseLogLine(ascended('Rex', 'joined'))).toEqual({
      kind: 'join',
      at: new Date('2026-04-05T12:05:14Z'),
      player: { eosId: EOS, name: 'Rex', platform: 'XSX' },
    });
  });

  it("reads Survival Ascended's leave, the id in lower case", () => {
    const line = parseLogLine(ascended('Rex', 'left', EOS.toUpperCase()));
    expect(line).toMatchObject({ kind: 'leave', player: { eosId: EOS } });
  });

  it("reads Survival Evolved's join and leave by name, with no id", () => {
    expect(parseLogLine('2017.02.20_19.37.50: Old Timer joined this ARK!')).toEqual({
      kind: 'join',
      at: new Date('2017-02-20T19:37:50Z'),
      player: { eosId: null, name: 'Old Timer', platform: null },
    });
    expect(parseLogLine('2017.02.20_21.00.00: Old Timer left this ARK!')).toMatchObject({
      kind: 'leave',
      player: { name: 'Old Timer' },
    });
  });

  it("reads the server's start, with the engine's time when it has one", () => {
    expect(
      parseLogLine('[2026.04.05-12.00.00:000][  0]Server: "My Island" has successfully started!'),
    ).toEqual({ kind: 'start', at: new Date('2026-04-05T12:00:00Z') });
    expect(parseLogLine('Server: "X" has successfully started!')).toEqual({
      kind: 'start',
      at: null,
    });
  });

  it("reads the times in the source's time zone", () => {
    const line = parseLogLine('2026.07.01_12.00.00: Rex joined this ARK!', 'Europe/Berlin');
    expect(line).toMatchObject({ at: new Date('2026-07-01T10:00:00Z') });
  });

  it('reads each line of a minute at its own second, and a zone’s clock change at its new offset', () => {
    const at = (line: string) => (parseLogLine(line, 'Europe/Berlin') as { at: Date | null }).at;
    expect(at('2026.07.01_12.00.05: Rex joined this ARK!')).toEqual(
      new Date('2026-07-01T10:00:05Z'),
    );
    expect(at('2026.07.01_12.00.59: Rex left this ARK!')).toEqual(new Date('2026-07-01T10:00:59Z'));
    // Berlin's clock goes back from 03:00 to 02:00 on 2026-10-25 (UTC 01:00): the minute before
    // and the minute after the change, read one after the other.
    expect(at('2026.10.25_01.59.30: Rex joined this ARK!')).toEqual(
      new Date('2026-10-24T23:59:30Z'),
    );
    expect(at('2026.10.25_03.00.30: Rex left this ARK!')).toEqual(new Date('2026-10-25T02:00:30Z'));
    // The engine's time with its milliseconds, where the game's own is missing.
    expect(at('[2026.07.01-12.00.05:414][527]Server: tick')).toEqual(
      new Date('2026-07-01T10:00:05.414Z'),
    );
  });

  it('skips and sorts every other line, keeping nothing but its time', () => {
    const kinds = [
      '2026.04.05_12.06.00: Rex (Rexy): meet at the base',
      '2026.04.05_12.06.00: AdminCmd: SetTimeOfDay 12:00 (PlayerName: Rex)',
      '[2026.04.05-12.05.13:001][526]IP for incoming account 0002a1 - IP 203.0.113.9',
      '',
      'Log file open, 04/05/26 12:00:00',
    ].map((line) => parseLogLine(line));
    expect(kinds).toEqual([
      { kind: 'skipped', skipped: 'chat', at: new Date('2026-04-05T12:06:00Z') },
      { kind: 'skipped', skipped: 'admin', at: new Date('2026-04-05T12:06:00Z') },
      { kind: 'skipped', skipped: 'ip', at: new Date('2026-04-05T12:05:13.001Z') },
      { kind: 'skipped', skipped: 'blank', at: null },
      { kind: 'skipped', skipped: 'other', at: null },
    ]);
    expect(JSON.stringify(kinds)).not.toContain('203.0.113.9');
  });

  it('forges no one’s session from a chat that types a join or a leave', () => {
    const id = 'c'.repeat(32);
    const forged = [
      '2026.04.05_12.06.00: Rex (Rexy): Bob joined this ARK!',
      `2026.04.05_12.06.00: Rex (Rexy): Mallory [UniqueNetId:${id} Platform:PC] left this ARK!`,
    ].map((line) => parseLogLine(line));
    expect(forged).toEqual([
      { kind: 'skipped', skipped: 'chat', at: new Date('2026-04-05T12:06:00Z') },
      { kind: 'skipped', skipped: 'chat', at: new Date('2026-04-05T12:06:00Z') },
    ]);
  });

  it('reads a first line behind the BOM and a line ending in CR', () => {
    expect(parseLogLine('\uFEFF2017.02.20_19.37.50: Rex joined this ARK!\r')).toMatchObject({
      kind: 'join',
      player: { name: 'Rex' },
    });
  });

  it('skips a presence line with an impossible time, or a broken id, or no name', () => {
    expect(parseLogLine('2026.02.31_12.00.00: Rex joined this ARK!')).toMatchObject({
      kind: 'skipped',
      at: null,
    });
    expect(parseLogLine(ascended('Rex', 'joined', 'abc'))).toMatchObject({ kind: 'skipped' });
    expect(parseLogLine('2017.02.20_19.37.50:   joined this ARK!')).toMatchObject({
      kind: 'skipped',
    });
  });

  it('keeps a hostile name whole: brackets, the words themselves, another id, controls', () => {
    const forged = `Eve [UniqueNetId:${'f'.repeat(32)} Platform:PC] joined this ARK!`;
    expect(parseLogLine(ascended(forged, 'left'))).toMatchObject({
      kind: 'leave',
      player: { eosId: EOS, name: forged },
    });
    expect(parseLogLine(ascended('\u0007Bob\u0000 "; DROP TABLE x; --', 'joined'))).toMatchObject({
      player: { name: 'Bob "; DROP TABLE x; --' },
    });
  });

  it('reads any name back as written, and never throws on any line', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (name) => {
        const clean = name.replace(/\p{Cc}/gu, '').trim();
        fc.pre(clean !== '' && !/[\r\n]/.test(name));
        const line = parseLogLine(ascended(clean, 'joined'));
        expect(line).toMatchObject({ kind: 'join', player: { eosId: EOS, name: clean } });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(['join', 'leave', 'start', 'skipped']).toContain(parseLogLine(text).kind);
      }),
    );
  });
});
