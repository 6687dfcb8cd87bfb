// A store whose import holds still in the middle of its build, for tests that act while an import
// is under way: a pause the test lets go of, never a sleep.
import type { Db, Session } from '../src/db/db';
import { pause } from './pause';

export interface HeldDb {
  /** The store: its sessions hold every statement once a build has written its first rows. */
  db: Db;
  /** Resolves once an import holds still there (its partition half built, the lock held). */
  reached: Promise<void>;
  /** Lets the held statements run. */
  release(): void;
}

/** Wraps `db` so that an import on it holds still mid-build until the test releases it. */
export function holdMidBuild(db: Db): HeldDb {
  let written = false;
  const reached = pause();
  const released = pause();
  const hold = async <T>(work: () => Promise<T>): Promise<T> => {
    if (written) await released.paused;
    return work();
  };
  const held = (session: Session): Session => ({
    query: (sql, params) => hold(() => session.query(sql, params)),
    transaction: (fn) => hold(() => session.transaction(fn)),
    async appendRows(table, columns, rows) {
      await hold(() => session.appendRows(table, columns, rows));
      if (written) return;
      written = true;
      reached.resume();
    },
  });
  return {
    db: { ...db, session: (fn) => db.session((session) => fn(held(session))) },
    reached: reached.paused,
    release: released.resume,
  };
}
