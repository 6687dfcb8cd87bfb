import '@ark/ui/styles.css';
// The comparison's styles are inlined with the page's: a page drawn without script needs them, and
// a lazy chunk's stylesheet would need the preload helper (docs/adr/0083-compare.md).
import '@ark/ui/compare.css';
import {
  compareAddress,
  createLeaderboardClient,
  detailRequestKey,
  HALL_PATH,
  selectDetailRequest,
} from '@ark/core';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import {
  answeringFrom,
  readDrawnAt,
  readDrawnPreferences,
  readFirstAnswers,
  readSite,
} from './first-answers';
import { reportHydrationError } from './hydration-error';
import { pageCatalog, showLanguage } from './page-language';
import { startPage } from './start-page';
import { restoreTheme } from './theme-choice';

// index.html's inline script has done this before first paint, unless a policy blocked it.
restoreTheme();

// The modules' evaluation is one task; the page's start and its hydration are each a task of
// their own, so none holds the main thread long (Total Blocking Time).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The page's start and its hydration. A function, not top-level awaits: the entry then shares
 * the first-load chunk the lazy chunks import without making it an async module they would wait
 * on (vite.config.ts, docs/adr/0083-compare.md).
 */
async function start(): Promise<void> {
  await nextTask();
  /** An embedded answer of a hall section call. */
  const isHallKey = (key: string) => key.startsWith(`${HALL_PATH}?`);

  // index.html has it.
  const root = document.getElementById('root') as HTMLElement;
  const live = createLeaderboardClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '' });
  // A page the API server drew carries the answers it was drawn from (docs/adr/0016-first-paint.md).
  const first = readFirstAnswers(document);
  // The language the server drew the page in, its catalog embedded: hydration draws the same words.
  // (A static host's shell loads the visitor's language meanwhile.)
  const catalogReady = pageCatalog(first);
  const { store } = startPage({
    client: first ? answeringFrom(first, live) : live,
    // The site's default cluster, embedded with its look (docs/adr/0076-default-cluster.md).
    clusterSetting: readSite(first)?.defaultCluster ?? null,
  });
  // Embedded answers land in microtasks; after them the state is the one the server drew.
  await nextTask();
  /** Resolves once `done` holds of the page's state: at once when it already does. */
  const settles = (done: (state: ReturnType<typeof store.getState>['state']) => boolean) =>
    new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (done(store.getState().state)) resolve(stop());
      });
      if (done(store.getState().state)) resolve(stop());
    });
  // A panel the server drew: its embedded answer is read once the panel's reader has loaded.
  const panel = selectDetailRequest(store.getState().state);
  if (first && panel && detailRequestKey(panel) in first) {
    await settles((state) => state.detailLoad.status !== 'loading');
  }
  // A hall the server drew, likewise: its answers are read once the hall's reader (a chunk of its
  // own) has loaded, which may take longer than a task; hydrating before would draw "Loading..."
  // over the server's hall (React #418, docs/adr/0084-the-hall-on-the-page.md).
  if (first && store.getState().state.hall && Object.keys(first).some(isHallKey)) {
    await settles((state) => state.hallLoad.status !== 'loading');
  }
  // A comparison the server drew, likewise: its answers land together (docs/adr/0083-compare.md).
  const compareKey = compareAddress(store.getState().state);
  const comparedLoaded = () => store.getState().state.compareLoad?.key === compareKey;
  if (first && compareKey && compareKey in first) await settles(comparedLoaded);

  const catalog = await catalogReady;
  const drawnAt = readDrawnAt(first);
  if (!first) showLanguage(catalog);
  const page = (
    <App
      store={store}
      site={readSite(first)}
      preferences={readDrawnPreferences(first)}
      catalog={catalog}
      // A hall the server drew names the week's end by the time it drew it at.
      {...(drawnAt ? { now: () => drawnAt } : {})}
    />
  );
  // The rankings (and an open panel's details) came from the answers: the server's HTML is this
  // state's, hydrate it. Otherwise (the prerendered shell, HTML drawn for another address, or a
  // panel a server without the detail answers left out) draw over it. In a transition, hydration
  // yields to the browser between pieces; a tap on a part not yet hydrated hydrates it at once and
  // is handled then, once (docs/adr/0069-the-page-on-react-again.md).
  const { loading, detailLoad, hallLoad } = store.getState().state;
  if (
    first &&
    !loading &&
    detailLoad.status !== 'loading' &&
    hallLoad.status !== 'loading' &&
    (!compareKey || comparedLoaded())
  ) {
    startTransition(() => {
      hydrateRoot(root, page, { onRecoverableError: reportHydrationError });
    });
  } else createRoot(root).render(page);
}

void start();
