import type { Pagination } from '../schemas/pagination';
import type { LOADING_TEXT } from '../wording';
import type { Rows } from './state';

/** What the table area shows, derived from the state (docs/behaviour.md#table-area). */
export type TableContent =
  | { kind: 'loading'; text: typeof LOADING_TEXT }
  | {
      kind: 'message';
      text: string;
      isSample: boolean;
      /** The visitor's own text quoted in `text` (a no-match search), to isolate as such. */
      quoted?: string;
    }
  | (Rows & { kind: 'rows'; pagination: Pagination; isSample: boolean; updatedAt: string | null });
