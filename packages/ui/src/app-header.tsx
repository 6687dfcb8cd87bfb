import { LOGO_SIZE, type SiteBranding } from '@ark/core';
import type { ReactElement, ReactNode } from 'react';
import { ArkLogo } from './ark-logo';
import { useWords } from './catalog-context';

export interface AppHeaderProps {
  /** The community's name and logo; without them, our logo alone. */
  site?: Pick<SiteBranding, 'name' | 'logoUrl'>;
  /**
   * The theme toggle (a ThemeToggle), drawn by the page's own component so that a change of
   * theme draws the toggle again, not the page; without it, no toggle.
   */
  toggle?: ReactNode;
  /** The language picker (a LanguagePicker); without it, none. */
  picker?: ReactNode;
}

/**
 * The page header: the community's logo and name (or our logo), the title LEADERBOARDS and the
 * theme toggle and the language picker (docs/behaviour.md#header-and-tabs).
 */
export function AppHeader({ site = {}, toggle, picker }: AppHeaderProps): ReactElement {
  const { name, logoUrl } = site;
  const title = <h1 className="ark-header__title">{useWords()('header.title')}</h1>;
  return (
    <header className="ark-header">
      {logoUrl ? (
        <img
          className="ark-site-logo"
          src={logoUrl}
          alt={name ?? ''}
          width={LOGO_SIZE}
          height={LOGO_SIZE}
        />
      ) : (
        <ArkLogo />
      )}
      {name ? (
        <div className="ark-header__titles">
          <p className="ark-header__site">
            <bdi>{name}</bdi>
          </p>
          {title}
        </div>
      ) : (
        title
      )}
      {(toggle || picker) && (
        <div className="ark-header__tools">
          {toggle}
          {picker}
        </div>
      )}
    </header>
  );
}
