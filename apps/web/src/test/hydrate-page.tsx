import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** Whether a console error is React's word on a hydration (a mismatch, a text or an attribute). */
const ABOUT_HYDRATION = /hydrat/i;

/**
 * Hydrates the server's HTML in `container` with `page` as main.tsx does (`hydrateRoot`, React
 * reporting what it could not hydrate through `onRecoverableError`). `mismatch` is what React
 * reported, there or as a console error about hydration (an attribute that differs, which React
 * keeps), or null when it reported nothing (docs/adr/0069-the-page-on-react-again.md).
 */
export async function hydratePage(
  container: Element,
  page: ReactElement,
): Promise<{ root: Root; mismatch: string | null }> {
  const reported: string[] = [];
  const say = (value: unknown) =>
    value instanceof Error
      ? `${value.message}${value.cause ? ` (${String(value.cause)})` : ''}`
      : String(value);
  // Not a spy: a test may spy on console.error around this, and its spy still sees the rest.
  const logged = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(say).join(' ');
    if (ABOUT_HYDRATION.test(text)) reported.push(text);
    else logged.apply(console, args);
  };
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, page, {
        onRecoverableError: (error) => reported.push(say(error)),
      });
    });
  } finally {
    console.error = logged;
  }
  if (!root) throw new Error('hydrateRoot returned no root');
  return { root, mismatch: reported.length > 0 ? reported.join('\n') : null };
}
