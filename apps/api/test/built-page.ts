// The page's build as the server serves it (apps/web's dist and its server render, where the
// config finds them), for the tests of the drawn page: a missing build is one clear error, never
// a page quietly drawn without its rows.
import { existsSync } from 'node:fs';
import { readConfig } from '../src/config';
import { loadPageRenderer } from '../src/http/page-render';
import { silentLogger } from '../src/lib/logger';

/** What `createApp` takes to draw and serve the page, as `main.ts` gives it. */
export interface BuiltPage {
  renderer: NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;
  staticDir: string;
}

/** The built page; throws, naming the build command, when it is not built. */
export async function builtPage(): Promise<BuiltPage> {
  const { webDir, pageRenderer } = readConfig({});
  const renderer =
    pageRenderer && webDir && existsSync(webDir)
      ? await loadPageRenderer(pageRenderer, silentLogger)
      : null;
  if (!renderer || !webDir) {
    throw new Error('the web build is missing: pnpm turbo run build --filter @ark/web');
  }
  return { renderer, staticDir: webDir };
}
