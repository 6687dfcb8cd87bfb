import type { LeaderboardClient, RankingResult } from '@ark/core';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import { startPage } from '../start-page';
import { createFakeClient, type PendingCall } from './fake-client';

const stops: (() => void)[] = [];

/** Stops every page started by the test; call in afterEach. */
export function stopPages(): void {
  for (const stop of stops.splice(0)) stop();
}

/** Starts the whole page at `address` against the given client (a fake one by default). */
export function renderPage(address = '/', client?: LeaderboardClient) {
  window.history.replaceState(null, '', address);
  const fake = createFakeClient();
  const logger = { error: vi.fn() };
  const page = startPage({ client: client ?? fake.client, logger });
  stops.push(page.stop);
  const view = render(<App store={page.store} />);
  return { ...fake, ...page, ...view, logger, user: userEvent.setup() };
}

/** Lets a pending call answer, inside act so the page settles before the test looks. */
export async function answer<T>(
  call: PendingCall<unknown, T> | undefined,
  value: T,
): Promise<void> {
  if (!call) throw new Error('no such call');
  await act(async () => {
    call.resolve(value);
  });
}

export type RankingCall = PendingCall<unknown, RankingResult>;
