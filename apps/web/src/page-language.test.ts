import { EN_FIRST_CATALOG, loadCatalog } from '@ark/core';
import {
  languageHref,
  pageCatalog,
  pickLanguage,
  readEmbeddedCatalog,
  showLanguage,
} from './page-language';

/** The browser of a static host's visitor: an address, cookies and languages. */
const makeEnvironment = ({ search = '', cookie = '', languages = ['en-US'] } = {}) => ({
  location: { search },
  doc: { cookie },
  nav: { languages },
});

describe('pageCatalog', () => {
  it('takes the catalog its server embedded beside the answers', async () => {
    const de = await loadCatalog('de');
    const answers = { catalog: JSON.parse(JSON.stringify(de)) };
    expect(readEmbeddedCatalog(answers)?.code).toBe('de');
    expect(await pageCatalog(answers, makeEnvironment({ cookie: 'ark-lang=ja' }))).toEqual(de);
  });

  it('is English for a page its server drew without one, whatever the browser says', async () => {
    const environment = makeEnvironment({ search: '?lang=fr', languages: ['ru'] });
    expect(await pageCatalog({ tribes: [] }, environment)).toBe(EN_FIRST_CATALOG);
  });

  it("chooses on a static host as the server would: address, cookie, the browser's languages", async () => {
    const by = async (environment: Parameters<typeof makeEnvironment>[0]) =>
      (await pageCatalog(null, makeEnvironment(environment))).code;
    expect(await by({ search: '?lang=pl', cookie: 'ark-lang=ja', languages: ['ru'] })).toBe('pl');
    expect(await by({ cookie: 'ark-lang=ja', languages: ['ru'] })).toBe('ja');
    expect(await by({ languages: ['zh-TW', 'pt-PT', 'en'] })).toBe('pt-BR');
    expect(await by({ search: '?lang=xx', languages: ['xx'] })).toBe('en');
  });
});

describe('showLanguage', () => {
  it("says a static host's shell is in the language chosen: <html lang> and the title", async () => {
    const doc = { documentElement: { lang: 'en' }, title: 'ARK Leaderboards' };
    showLanguage(await loadCatalog('zh-Hans'), doc as never);
    expect(doc).toEqual({ documentElement: { lang: 'zh-Hans' }, title: 'ARK 排行榜' });
    showLanguage(EN_FIRST_CATALOG, doc as never);
    expect(doc.title).toBe('ARK 排行榜');
  });
});

describe('languageHref', () => {
  it('leads to the address that remembers the choice and comes back', () => {
    expect(languageHref('zh-Hans', '/?view=players&page=2')).toBe(
      '/prefs?lang=zh-Hans&back=%2F%3Fview%3Dplayers%26page%3D2',
    );
  });
});

describe('pickLanguage', () => {
  it('remembers the language in the cookie the server reads and goes back', () => {
    const doc = { cookie: '' };
    const assign = vi.fn();
    pickLanguage('de', '/?view=players', { doc, win: { location: { assign } as never } });
    expect(doc.cookie).toBe('ark-lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(assign).toHaveBeenCalledWith('/?view=players');
  });
});
