import type { ReactElement } from 'react';
import { ArkLogo } from './ark-logo';

/** The page header: our logo and the title LEADERBOARDS (docs/behaviour.md#header-and-tabs). */
export function AppHeader(): ReactElement {
  return (
    <header className="ark-header">
      <ArkLogo />
      <h1 className="ark-header__title">LEADERBOARDS</h1>
    </header>
  );
}
