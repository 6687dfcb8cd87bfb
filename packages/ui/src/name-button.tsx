import type { DetailTarget } from '@ark/core';
import type { ReactElement } from 'react';

/** Opens a detail panel; the element is where focus returns when the panel closes. */
export type OpenDetail = (target: DetailTarget, opener: HTMLElement) => void;

export interface NameProps {
  /** The player's or tribe's own text, shown as given. */
  name: string;
  /** The panel this name opens; null keeps the name plain text. */
  target: DetailTarget | null;
  /** Absent when the backend cannot open details: names stay plain text. */
  onOpen?: OpenDetail | undefined;
}

/**
 * A name: a button that opens its detail panel when the backend can and the row has an id,
 * else plain text exactly as before (docs/adr/0017-detail-view.md). Either way isolated with
 * `<bdi>` (docs/behaviour.md#names-as-text).
 */
export function Name({ name, target, onOpen }: NameProps): ReactElement {
  if (!target || !onOpen) return <bdi>{name}</bdi>;
  return (
    <button
      type="button"
      className="ark-name-button"
      aria-haspopup="dialog"
      onClick={(event) => onOpen(target, event.currentTarget)}
    >
      <bdi>{name}</bdi>
    </button>
  );
}
