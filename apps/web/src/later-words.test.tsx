import { loadCatalog, loadFirstCatalog } from '@ark/core';
import { CatalogProvider, useWholeWords, useWords } from '@ark/ui';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { WithLaterWords, wholeCatalog } from './later-words';

const ruFirst = await loadFirstCatalog('ru');

/** A later view's word and a first paint's, as a panel would say them. */
function Said() {
  const later = useWholeWords();
  const first = useWords();
  return (
    <p>
      {later('panel.ranks')} / {first('search.button')}
    </p>
  );
}

describe('wholeCatalog', () => {
  it('joins a first part with its later words, loading them once per language', async () => {
    const whole = wholeCatalog(ruFirst);
    expect(wholeCatalog(ruFirst)).toBe(whole);
    expect(await whole).toEqual(await loadCatalog('ru'));
  });

  it('gives a whole catalog as it is', async () => {
    const whole = await loadCatalog('de');
    expect(await wholeCatalog(whole)).toBe(whole);
  });
});

describe('WithLaterWords', () => {
  it('draws a later view of a page that has only its first words, once the rest are in', async () => {
    await act(async () => {
      render(
        <CatalogProvider catalog={ruFirst}>
          <Suspense fallback={<p>Загрузка...</p>}>
            <WithLaterWords>
              <Said />
            </WithLaterWords>
          </Suspense>
        </CatalogProvider>,
      );
    });
    expect(await screen.findByText('Места / Найти')).toBeInTheDocument();
  });
});
