import { isNameKeyedId } from '@ark/core/panel';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../store/game-log-sessions';
import { parseLogLine } from './game-log-lines';
import { foldSessions, nameId } from './game-log-sessions';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const at = (time: string) => `2026.04.05_${time}: `;
const join = (time: string, id = A, name = 'Ann') =>
  `${at(time)}${name} [UniqueNetId:${id} Platform:PC] joined this ARK!`;
const leave = (time: string, id = A, name = 'Ann') =>
  `${at(time)}${name} [UniqueNetId:${id} Platform:PC] left this ARK!`;
const iso = (time: string) => new Date(`2026-04-05T${time.replaceAll('.', ':')}Z`);

const makeState = (): SessionState => ({ open: new Map(), lastAt: null });

/** Folds `lines` from `state` and hands the sessions changed and the report. */
function fold(lines: string[], state = makeState(), limitMs?: number) {
  const folding = foldSessions(state, limitMs === undefined ? {} : { limitMs });
  for (const line of lines) folding.add(parseLogLine(line));
  const sessions = folding.finish();
  return { sessions, report: folding.report, state };
}

describe('foldSessions', () => {
  it('opens a session at a join and closes it at its leave', () => {
    const { sessions, state } = fold([join('10.00.00'), leave('11.30.00')]);
    expect(sessions).toEqual([
      {
        playerId: A,
        name: 'Ann',
        byName: false,
        joinedAt: iso('10.00.00'),
        leftAt: iso('11.30.00'),
        ended: 'leave',
      },
    ]);
    expect(state.open.size).toBe(0);
  });

  it('closes every open session at the last line before a server start (a crash writes no leave)', () => {
    const { sessions } = fold([
      join('10.00.00'),
      join('10.10.00', B, 'Bob'),
      `${at('10.50.00')}Ann (Ann): bye`,
      '[2026.04.05-11.20.00:000][  0]Server: "Isle" has successfully started!',
    ]);
    expect(sessions.map((s) => [s.playerId, s.leftAt, s.ended])).toEqual([
      [A, iso('10.50.00'), 'start'],
      [B, iso('10.50.00'), 'start'],
    ]);
  });

  it('closes the first session at a second join of the same player', () => {
    const { sessions, state } = fold([join('10.00.00'), join('10.40.00')]);
    expect(sessions.map((s) => [s.joinedAt, s.leftAt, s.ended])).toEqual([
      [iso('10.00.00'), iso('10.40.00'), 'rejoin'],
      [iso('10.40.00'), null, null],
    ]);
    expect(state.open.get(A)?.joinedAt).toEqual(iso('10.40.00'));
  });

  it('cuts a session longer than the limit at the limit, and reports it', () => {
    const hour = 60 * 60 * 1000;
    const { sessions, report } = fold([join('10.00.00'), leave('13.00.00')], makeState(), hour);
    expect(sessions[0]).toMatchObject({ leftAt: iso('11.00.00'), ended: 'cut' });
    expect(report.cut).toBe(1);
    const open = fold([join('10.00.00'), `${at('12.00.00')}something`], makeState(), hour);
    expect(open.sessions[0]).toMatchObject({ leftAt: iso('11.00.00'), ended: 'cut' });
    expect(open.state.open.size).toBe(0);
  });

  it('cuts at 24 hours by default', () => {
    const { sessions } = fold([
      join('10.00.00'),
      `2026.04.07_10.00.00: Ann [UniqueNetId:${A} Platform:PC] left this ARK!`,
    ]);
    expect(sessions[0]).toMatchObject({ leftAt: new Date('2026-04-06T10:00:00Z'), ended: 'cut' });
  });

  it('goes on from the state the last read left: a leave closes a session opened before', () => {
    const first = fold([join('10.00.00')]);
    const second = fold([leave('10.30.00')], first.state);
    expect(second.sessions).toEqual([
      expect.objectContaining({ joinedAt: iso('10.00.00'), leftAt: iso('10.30.00') }),
    ]);
  });

  it('counts a leave with no open session and closes nothing', () => {
    const { sessions, report } = fold([leave('10.00.00')]);
    expect(sessions).toEqual([]);
    expect(report.unmatchedLeaves).toBe(1);
  });

  it('keys a Survival Evolved player by name and says how many were', () => {
    const { sessions, report } = fold([
      '2017.02.20_19.37.50: Rex joined this ARK!',
      '2017.02.20_20.37.50: Rex left this ARK!',
    ]);
    expect(sessions[0]).toMatchObject({ playerId: nameId('Rex'), byName: true, ended: 'leave' });
    expect(report.byName).toBe(1);
    // The page says "matched by name" of such an id by core's rule (docs/adr/0090).
    expect(isNameKeyedId(nameId('Rex'))).toBe(true);
    expect(isNameKeyedId('a'.repeat(32))).toBe(false);
  });

  it('counts each line, and each skipped one by its kind', () => {
    const { report } = fold([
      join('10.00.00'),
      `${at('10.01.00')}Ann (Ann): hi`,
      `${at('10.02.00')}AdminCmd: fly`,
      'IP for incoming account x - IP 198.51.100.7',
      'noise',
    ]);
    expect(report).toMatchObject({ lines: 5, joins: 1 });
    expect(report.skipped).toEqual({ chat: 1, admin: 1, ip: 1, blank: 0, other: 1 });
  });
});

describe('nameId', () => {
  it('makes an id of 32 characters that no EOS id can equal', () => {
    expect(nameId('Rex')).toMatch(/^n[0-9a-f]{31}$/);
    expect(nameId('Rex')).not.toBe(nameId('rex'));
  });
});
