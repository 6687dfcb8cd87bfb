import { MAX_SEARCH_LENGTH } from '../contract';

/**
 * Search text cut to MAX_SEARCH_LENGTH UTF-16 units (what the server counts), never splitting
 * an emoji's surrogate pair.
 */
export function clampSearch(text: string): string {
  if (text.length <= MAX_SEARCH_LENGTH) return text;
  const cut = text.slice(0, MAX_SEARCH_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
