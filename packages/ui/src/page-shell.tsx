import type { ReactElement, ReactNode } from 'react';
import { AppHeader } from './app-header';

export interface PageShellProps {
  children: ReactNode;
}

/** The page frame: header on top, the leaderboard in the main landmark. */
export function PageShell({ children }: PageShellProps): ReactElement {
  return (
    <div className="ark-page">
      <AppHeader />
      <main className="ark-main">{children}</main>
    </div>
  );
}
