import type { ReactElement, ReactNode } from 'react';
import { AppHeader, type AppHeaderProps } from './app-header';

export interface PageShellProps {
  children: ReactNode;
  /** While a detail panel is open the page behind it can be neither focused nor read. */
  inert?: boolean;
  /** The header's community look, theme toggle and language picker. */
  header?: AppHeaderProps;
}

/** The page frame: header on top, the leaderboard in the main landmark. */
export function PageShell({ children, inert = false, header }: PageShellProps): ReactElement {
  return (
    <div className="ark-page" inert={inert}>
      <AppHeader {...header} />
      <main className="ark-main">{children}</main>
    </div>
  );
}
