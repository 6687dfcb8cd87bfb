/** What React logs when the server's HTML was not the page's first drawing; tests look for it. */
export const HYDRATION_ERROR_PREFIX = '[ark] hydration:';

/**
 * React's `onRecoverableError` for the page's hydration: React threw the server's HTML away and
 * drew the page again (a mismatch). Logged as a console error, so the page still works and the
 * e2e suite, which fails on any console error about hydration, sees it
 * (docs/adr/0069-the-page-on-react-again.md).
 */
export function reportHydrationError(error: unknown, info?: { componentStack?: string }): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
  console.error(HYDRATION_ERROR_PREFIX, error, cause ?? '', info?.componentStack ?? '');
}
