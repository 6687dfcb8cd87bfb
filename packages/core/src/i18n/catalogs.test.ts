import { describe, expect, it } from 'vitest';
import {
  type Catalog,
  firstPartOf,
  hasLaterWords,
  loadCatalog,
  loadFirstCatalog,
  loadLaterWords,
  type MessageKey,
  type PluralForms,
  withLaterWords,
} from './catalog';
import { EN_LATER_MESSAGES } from './catalogs/en-later';
import { EN_MESSAGES } from './catalogs/en-messages';
import { LANGUAGE_CODES } from './catalogs/language-codes';
import { languageOf } from './languages';

// Every catalog, loaded as a page would load one.
const catalogs: Catalog[] = await Promise.all(LANGUAGE_CODES.map(loadCatalog));
const en = await loadCatalog('en');
const others = catalogs.filter((catalog) => catalog.code !== 'en');
const keys = Object.keys(en.messages) as MessageKey[];

/** A message's texts: a plain message's one, or each plural form's. */
function textsOf(message: string | PluralForms): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}

/** The placeholders of a text, sorted: `{query}`, `{count}`. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** The plural categories whole numbers reach in a language, by Intl, and `other`. */
function wholeNumberCategories(intlTag: string): string[] {
  const rules = new Intl.PluralRules(intlTag);
  const counts = [...Array.from({ length: 2000 }, (_, i) => i), 1e6, 2e6, 1e9];
  return [...new Set([...counts.map((n) => rules.select(n)), 'other'])].sort();
}

describe('loadCatalog', () => {
  it('loads each language as its own catalog, named by its code', () => {
    expect(catalogs.map((catalog) => catalog.code)).toEqual([...LANGUAGE_CODES]);
  });
});

describe('the two parts of a catalog (docs/adr/0098-words-in-two-parts.md)', () => {
  const firstKeys = Object.keys(EN_MESSAGES).sort();
  const laterKeys = Object.keys(EN_LATER_MESSAGES).sort();

  it('splits the English words into two parts that share no key', () => {
    expect(firstKeys.filter((key) => laterKeys.includes(key))).toEqual([]);
    expect([...firstKeys, ...laterKeys].sort()).toEqual([...keys].sort());
  });

  it.each(LANGUAGE_CODES)(
    "%s has the first paint's keys in its first part and the later views' in its later part",
    async (code) => {
      const first = await loadFirstCatalog(code);
      expect(Object.keys(first.messages).sort()).toEqual(firstKeys);
      expect(Object.keys(await loadLaterWords(code)).sort()).toEqual(laterKeys);
      expect(hasLaterWords(first)).toBe(false);
    },
  );

  it('joins a first part and its later words into the whole catalog loadCatalog gives', async () => {
    const whole = withLaterWords(await loadFirstCatalog('ru'), await loadLaterWords('ru'));
    expect(whole).toEqual(await loadCatalog('ru'));
    expect(hasLaterWords(whole)).toBe(true);
  });

  it('embeds the first part alone: a whole catalog less its later words', async () => {
    expect(firstPartOf(await loadCatalog('de'))).toEqual(await loadFirstCatalog('de'));
  });

  it("loads English's later words later, as every language's: its first part has none", async () => {
    expect(hasLaterWords(await loadFirstCatalog('en'))).toBe(false);
    expect(await loadLaterWords('en')).toEqual(EN_LATER_MESSAGES);
    expect(firstPartOf(await loadCatalog('en'))).toEqual(await loadFirstCatalog('en'));
  });
});

describe('every catalog', () => {
  it.each(others.map((catalog) => [catalog.code, catalog] as const))(
    '%s has every key of English and no other',
    (_code, catalog) => {
      expect(Object.keys(catalog.messages).sort()).toEqual([...keys].sort());
    },
  );

  it.each(others.map((catalog) => [catalog.code, catalog] as const))(
    '%s has the same placeholders as English in every message and plural form',
    (_code, catalog) => {
      for (const key of keys) {
        const wanted = [...new Set(textsOf(en.messages[key]).flatMap(placeholders))];
        for (const text of textsOf(catalog.messages[key])) {
          expect(placeholders(text), `${catalog.code} ${key}: ${text}`).toEqual(wanted);
        }
      }
    },
  );

  it.each(catalogs.map((catalog) => [catalog.code, catalog] as const))(
    '%s gives a plural message exactly the forms its language has for whole numbers',
    (code, catalog) => {
      const wanted = wholeNumberCategories(languageOf(code).intlTag);
      for (const key of keys) {
        const message = catalog.messages[key];
        const english = en.messages[key];
        expect(typeof message, `${code} ${key}`).toBe(typeof english);
        if (typeof message === 'string') continue;
        expect(Object.keys(message).sort(), `${code} ${key}`).toEqual(wanted);
      }
    },
  );

  it('has three forms besides other in Russian and Polish, one in Chinese and Japanese', () => {
    expect(wholeNumberCategories('ru-RU')).toEqual(['few', 'many', 'one', 'other']);
    expect(wholeNumberCategories('pl-PL')).toEqual(['few', 'many', 'one', 'other']);
    expect(wholeNumberCategories('zh-CN')).toEqual(['other']);
    expect(wholeNumberCategories('ja-JP')).toEqual(['other']);
  });

  it.each(catalogs.map((catalog) => [catalog.code, catalog] as const))(
    '%s has no empty message and none with white space at either end',
    (code, catalog) => {
      for (const key of keys) {
        for (const text of textsOf(catalog.messages[key])) {
          expect(text.trim(), `${code} ${key}`).not.toBe('');
          expect(text, `${code} ${key}`).toBe(text.trim());
        }
      }
    },
  );

  it.each(catalogs.map((catalog) => [catalog.code, catalog] as const))(
    '%s holds HTML-significant characters only where intended',
    (code, catalog) => {
      for (const key of keys) {
        for (const text of textsOf(catalog.messages[key])) {
          const where = `${code} ${key}: ${text}`;
          // Plain text, escaped by each renderer: no markup, no entities, no control characters.
          expect(text, where).not.toMatch(/[<>&\p{Cc}]/u);
          // Apostrophes are typographic (’); a straight double quote only around English's
          // quoted search text, as the specification writes it.
          expect(text, where).not.toContain("'");
          if (text.includes('"')) expect(where).toMatch(/^en results\.noMatch\./);
          // Braces only as placeholders.
          expect(text.replace(/\{\w+\}/g, ''), where).not.toMatch(/[{}]/);
        }
      }
    },
  );

  it.each(catalogs.map((catalog) => [catalog.code, catalog] as const))(
    '%s writes dates with known fields and, when it names months, twelve of them',
    (code, catalog) => {
      const { pattern, day, dayMonth, months } = catalog.dates;
      const fieldsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const fields = fieldsOf(pattern);
      // A day alone has its date's fields and no time's; the axis's has no year.
      for (const field of [...fieldsOf(day), ...fieldsOf(dayMonth)]) {
        expect(['year', 'month', 'M', 'MM', 'd', 'dd']).toContain(field);
      }
      expect(fieldsOf(day), code).toContain('year');
      expect(fieldsOf(dayMonth), code).not.toContain('year');
      for (const field of fields) {
        expect(['year', 'month', 'M', 'MM', 'd', 'dd', 'H', 'HH', 'h', 'mm', 'a']).toContain(field);
      }
      expect(fields.includes('month'), code).toBe(months !== undefined);
      if (months) expect(months).toHaveLength(12);
    },
  );
});
