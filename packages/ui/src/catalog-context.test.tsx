import { loadCatalog, noMatchParts } from '@ark/core';
import { makeResult } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CatalogProvider } from './catalog-context';
import { Pagination } from './pagination';
import { RankingResults } from './ranking-results';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';
import { Trophy } from './trophy';
import { UpdatedAt } from './updated-at';
import { ViewTabs } from './view-tabs';

const de = await loadCatalog('de');
const ja = await loadCatalog('ja');
const fr = await loadCatalog('fr');

const inGerman = (element: ReactElement) =>
  render(<CatalogProvider catalog={de}>{element}</CatalogProvider>);

describe('CatalogProvider', () => {
  it('names the search box, its button and the tabs in the language given', () => {
    inGerman(
      <ViewTabs view="players" onSelect={() => {}}>
        <SearchBox view="players" value="" onChange={() => {}} onSubmit={() => {}} />
      </ViewTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Bestenlisten' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stammes-Bestenliste' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Spieler durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Nach Spielern suchen',
    );
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
  });

  it('names the pager, the trophies and the theme toggle in the language given', () => {
    render(
      <CatalogProvider catalog={ja}>
        <Trophy place={1} />
        <ThemeToggle theme="dark" onChange={() => {}} />
        <Pagination
          show
          text="1 / 2"
          canPrevious={false}
          canNext
          onPrevious={() => {}}
          onNext={() => {}}
        />
      </CatalogProvider>,
    );
    expect(screen.getByRole('img', { name: '1位' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ライトテーマ' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pager).getByRole('button', { name: '前へ' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '次へ' })).toBeEnabled();
  });

  it('writes "Data as of" and its time as the language does, the time in its <time>', () => {
    inGerman(<UpdatedAt iso="2026-11-24T18:05:00" />);
    const line = screen.getByText(/^Stand:/);
    expect(line).toHaveTextContent('Stand: 24.11.2026, 18:05');
    expect(line.querySelector('time')).toHaveTextContent('24.11.2026, 18:05');
  });

  it('heads the table and formats its cells in the language given', () => {
    inGerman(<RankingResults content={{ ...makeResult({ count: 2 }), kind: 'rows' }} />);
    const table = screen.getByRole('table', { name: 'Bestenliste der Stämme' });
    expect(within(table).getByRole('columnheader', { name: 'STAMMESPUNKTE' })).toBeInTheDocument();
    expect(table).toHaveTextContent('99.000');
  });

  it("isolates the visitor's text inside the language's own quotes", () => {
    const parts = noMatchParts(fr, 'tribes', '\u202eRex');
    const text = parts.map((part) => (typeof part === 'string' ? part : part.value)).join('');
    render(
      <CatalogProvider catalog={fr}>
        <RankingResults content={{ kind: 'message', text, isSample: false, parts }} />
      </CatalogProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(text);
    expect(status.querySelector('bdi')?.textContent).toBe('\u202eRex');
    expect(status.textContent).toMatch(/«\u00a0\u202eRex\u00a0»/);
  });
});
