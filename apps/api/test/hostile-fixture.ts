import type { ClusterImport } from '../src/ingest/import-types';
import { makePlayer, makeTribe } from './fixture';

/** A name that closes the title and opens a script, wherever it is drawn as markup. */
export const SCRIPT_NAME = '</title><script>alert(1)</script>';
/** A name that would leave an attribute. */
export const QUOTE_NAME = `"' onmouseover="alert(2)`;
/** A right-to-left name. */
export const RTL_NAME = 'محمد';

/**
 * HOST ("Hostile <i>Cluster</i>"), ranked by kills: SCRIPT_NAME 30 (of tribe `<b>Tribe</b>`),
 * QUOTE_NAME 29, RTL_NAME 28, then Filler 01..27 with 27..1 kills: 30 players, two pages.
 */
export function hostileFixture(): ClusterImport {
  const fillers = Array.from({ length: 27 }, (_, i) =>
    makePlayer(`Filler ${String(i + 1).padStart(2, '0')}`, { kills: 27 - i }),
  );
  return {
    cluster: { key: 'HOST', display: 'Hostile <i>Cluster</i>', order: 2 },
    players: [
      makePlayer(SCRIPT_NAME, { kills: 30, tribeId: '9001', tribeName: '<b>Tribe</b>' }),
      makePlayer(QUOTE_NAME, { kills: 29 }),
      makePlayer(RTL_NAME, { kills: 28 }),
      ...fillers,
    ],
    tribes: [makeTribe('<b>Tribe</b>', { id: '9001', damageScore: 5 })],
  };
}
