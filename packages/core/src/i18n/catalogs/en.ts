// English, the source (docs/adr/0061-languages-and-catalogs.md): its messages (en-messages.ts) and
// how it writes numbers and dates.
import type { Catalog } from './catalog-shape';
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
  messages: EN_MESSAGES,
};

export default en;
