import type { ReactElement, ReactNode } from 'react';
import { AppHeader, type AppHeaderProps } from './app-header';

export interface PageShellProps {
  children: ReactNode;
  /** The header's community look, theme toggle and language picker. */
  header?: AppHeaderProps;
}

/** The page frame: header on top, the leaderboard in the main landmark. */
export function PageShell({ children, header }: PageShellProps): ReactElement {
  return (
    <div className="ark-page">
      <AppHeader {...header} />
      <main className="ark-main">{children}</main>
    </div>
  );
}
