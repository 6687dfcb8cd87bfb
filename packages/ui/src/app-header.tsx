import type { ReactElement } from 'react';
import { ArkLogo } from './ark-logo';

/** The page header: our logo and the title LEADERBOARDS (spec section 2). */
export function AppHeader(): ReactElement {
  return (
    <header className="ark-header">
      <ArkLogo />
      <h1 className="ark-header__title">LEADERBOARDS</h1>
    </header>
  );
}
