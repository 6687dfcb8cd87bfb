// English, the source (docs/adr/0061-languages-and-catalogs.md): its first paint's part, as every
// other language's `<code>.ts`, with how it writes numbers and dates. The later views' words
// (en-later.ts) are a chunk loaded later, as every language's are: English is every first paint's
// default and fallback, not every later view's (docs/adr/0098-words-in-two-parts.md).
import type { FirstCatalog } from './catalog-shape';
import { EN_MESSAGES } from './en-messages';

const en: FirstCatalog = {
  code: 'en',
  numbers: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  dates: {
    pattern: '{month} {d}, {year}, {h}:{mm} {a}',
    day: '{month} {d}, {year}',
    dayMonth: '{month} {d}',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    am: 'AM',
    pm: 'PM',
  },
  messages: EN_MESSAGES,
};

export default en;
