// The controls as the server draws them, which is what a visitor without script (or before it)
// uses: each is a link or a GET form to the address of what it does
// (docs/adr/0057-the-page-before-its-script.md).

import { selectPanel } from '@ark/core/panel';
import { makePlayerAnswer, makeSeasons, makeState } from '@ark/core/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DetailPanel } from './detail-panel';
import { Dropdown } from './dropdown';
import { Name } from './name-button';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { EN, InEnglish } from './test-english';
import { ThemeToggle } from './theme-toggle';
import { ViewTabs } from './view-tabs';

/** Puts the server's HTML of `ui` in the document, as a browser without script shows it. */
function drawBeforeScript(ui: ReactElement): void {
  document.body.innerHTML = renderToString(ui);
}

/** What a GET form sends, as the address it goes to: its action and its fields' query. */
function submitted(form: HTMLFormElement, submitter?: HTMLButtonElement): string {
  const query = new URLSearchParams(new FormData(form, submitter) as unknown as string[][]);
  return `${form.getAttribute('action') ?? ''}?${query}`;
}

const formOf = (element: HTMLElement) => element.closest('form') as HTMLFormElement;
const ignore = () => {};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('before the script runs', () => {
  it('the tabs are links to each view, both in the tab order', () => {
    drawBeforeScript(
      <ViewTabs view="tribes" onSelect={ignore} hrefOf={(view) => `?view=${view}&cluster=DUO`}>
        <p>content</p>
      </ViewTabs>,
    );
    const player = screen.getByRole('tab', { name: 'Player Leaderboard' });
    expect(player).toHaveAttribute('href', '?view=players&cluster=DUO');
    expect(player).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('tab', { name: 'Tribe Leaderboard' })).not.toHaveAttribute('tabindex');
  });

  it('Previous and Next are buttons of GET forms to the pages before and after', () => {
    drawBeforeScript(
      <Pagination
        show
        text="Page 2 of 3"
        canPrevious
        canNext={false}
        onPrevious={ignore}
        onNext={ignore}
        queries={{ previous: '?view=players&search=rex', next: '?view=players&page=3' }}
      />,
    );
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(formOf(previous).method).toBe('get');
    expect(submitted(formOf(previous))).toBe('?view=players&search=rex');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('the search form sends the typed text with the board it is made on', () => {
    drawBeforeScript(
      <SearchBox
        view="players"
        value=""
        onChange={ignore}
        onSubmit={ignore}
        board="?cluster=DUO"
      />,
    );
    const box = screen.getByRole('searchbox');
    (box as HTMLInputElement).value = 'rex';
    expect(submitted(formOf(box))).toBe('?cluster=DUO&search=rex');
  });

  it("a dropdown's button opens a popover of links to each option's address", () => {
    drawBeforeScript(
      <Dropdown
        label="Cluster"
        options={[
          { value: 'SOLO', label: 'Solos', href: '?' },
          { value: 'DUO', label: 'Duos', href: '?cluster=DUO' },
        ]}
        value="SOLO"
        open={false}
        onToggle={ignore}
        onSelect={ignore}
        onClose={ignore}
      />,
    );
    const button = screen.getByRole('button', { name: 'Cluster Solos' });
    const popover = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(popover).toHaveAttribute('popover', 'auto');
    // Closed until the button opens it.
    const links = within(popover as HTMLElement).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Solos', '?'],
      ['Duos', '?cluster=DUO'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
  });

  it('a dropdown without an address for every option has no popover', () => {
    drawBeforeScript(
      <Dropdown
        label="Cluster"
        options={[{ value: 'SOLO', label: 'Solos' }]}
        value="SOLO"
        open={false}
        onToggle={ignore}
        onSelect={ignore}
        onClose={ignore}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cluster Solos' })).not.toHaveAttribute(
      'popovertarget',
    );
  });

  it("a name leads to the page with its panel open, and the panel's Close to the page without", () => {
    drawBeforeScript(
      <Name
        name="Rex"
        target={{ kind: 'player', id: '7656' }}
        onOpen={ignore}
        href={({ kind, id }) => `?view=players&${kind}=${id}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Rex' })).toHaveAttribute(
      'href',
      '?view=players&player=7656',
    );
    const content = selectPanel(
      makeState({
        seasons: makeSeasons(1),
        detail: { kind: 'player', id: '7656' },
        detailLoad: { status: 'loaded', answer: makePlayerAnswer() },
      }),
      EN,
    );
    if (content.kind === 'closed') throw new Error('the panel is closed');
    drawBeforeScript(
      <InEnglish>
        <DetailPanel
          content={content}
          onClose={ignore}
          onOpen={ignore}
          onMembersPrevious={ignore}
          onMembersNext={ignore}
          closeHref="?view=players"
        />
      </InEnglish>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('href', '?view=players');
  });

  it('the theme toggle asks the server to keep the other theme, then come back', () => {
    drawBeforeScript(<ThemeToggle theme="dark" onChange={ignore} back="/?view=players" />);
    const toggle = screen.getByRole('button', { name: 'Light theme', pressed: false });
    expect(formOf(toggle).method).toBe('get');
    expect(submitted(formOf(toggle), toggle as HTMLButtonElement)).toBe(
      '/prefs?back=%2F%3Fview%3Dplayers&theme=light',
    );
  });

  it('with no theme chosen, draws a toggle for each theme for the stylesheet to choose from', () => {
    drawBeforeScript(<ThemeToggle theme={null} onChange={ignore} />);
    const toggles = screen.getAllByRole('button', { name: 'Light theme' });
    expect(toggles.map((toggle) => toggle.dataset.when)).toEqual(['dark', 'light']);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });
});
