// English, the source (docs/adr/0061-languages-and-catalogs.md): its first paint's messages
// (en-messages.ts), the later views' (en-later.ts) and how it writes numbers and dates. English is
// whole in the page's bundle, both parts joined: every language's fallback and every drawing's
// default (docs/adr/0098-words-in-two-parts.md).
import type { Catalog } from './catalog-shape';
import { EN_LATER_MESSAGES } from './en-later';
import { EN_MESSAGES } from './en-messages';

const en: Catalog = {
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
  messages: { ...EN_MESSAGES, ...EN_LATER_MESSAGES },
};

export default en;
