// The site's rules for what a read leaves out (docs/adr/0076-default-cluster.md): the cluster a
// read naming none shows, and the page a board's address is written against. The server binds
// them once where its app is composed and every reader reads them; the page reads the same
// setting from its State.
import { defaultCluster } from './contract';
import { initialState, type State } from './state';

/** The clusters a read may name, and the one it shows when it names none. */
export interface ListedClusters {
  keys: readonly string[];
  /** `site.defaultCluster` when listed, else SOLO when listed, else the first; null for none. */
  shown: string | null;
}

export interface SiteRules {
  /** The clusters the store lists, with the one a read naming none shows. */
  listed(keys: readonly string[]): ListedClusters;
  /**
   * The page before its address is read: the default view, filter and cluster. A board's address
   * leaves out what equals it.
   */
  start: State;
}

/**
 * The cluster a read means: the named one when listed, the shown one when it names none (null when
 * none is listed), undefined when the named one is not listed. The one rule of every reader; each
 * says its own refusal (the calls a 400, the commands a stale choice).
 * @example pickCluster('DUO', siteRules(undefined).listed(['DUO', 'SOLO'])) // "DUO"
 * @example pickCluster(undefined, siteRules(undefined).listed(['DUO', 'SOLO'])) // "SOLO"
 * @example pickCluster('PVE', siteRules(undefined).listed(['DUO', 'SOLO'])) // undefined
 */
export function pickCluster(
  named: string | undefined,
  { keys, shown }: ListedClusters,
): string | null | undefined {
  if (!named) return shown;
  return keys.includes(named) ? named : undefined;
}

/**
 * The rules of a site whose `site.defaultCluster` is `setting` (none: SOLO, else the first).
 * @example siteRules('3MAN').listed(['SOLO', '3MAN']).shown // "3MAN"
 * @example siteRules(undefined).listed(['DUO', 'SOLO']).shown // "SOLO"
 */
export function siteRules(setting: string | null | undefined): SiteRules {
  const clusterSetting = setting ?? null;
  return {
    listed: (keys) => ({ keys, shown: defaultCluster(keys, clusterSetting) }),
    start: initialState(clusterSetting),
  };
}
