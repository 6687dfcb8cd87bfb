import type { DetailTarget } from '@ark/core';
import type { ReactElement } from 'react';
import { LinkButton } from './progressive';

/** Opens a detail panel; the element is where focus returns when the panel closes. */
export type OpenDetail = (target: DetailTarget, opener: HTMLElement) => void;

/** The address that opens a panel: what a name leads to before the page's script runs. */
export type DetailHref = (target: DetailTarget) => string;

/** The panel's address alone, when the page gives none of its own. */
export const panelOnly: DetailHref = ({ kind, id }) => `?${kind}=${encodeURIComponent(id)}`;

export interface NameProps {
  /** The player's or tribe's own text, shown as given. */
  name: string;
  /** The panel this name opens; null keeps the name plain text. */
  target: DetailTarget | null;
  /** Absent when the backend cannot open details: names stay plain text. */
  onOpen?: OpenDetail | undefined;
  /** The page's address with the panel open (docs/adr/0057-the-page-before-its-script.md). */
  href?: DetailHref | undefined;
}

/**
 * A name: a button that opens its detail panel when the backend can and the row has an id,
 * else plain text exactly as before (docs/adr/0017-detail-view.md). The button is a link to the
 * page with the panel open, which the server draws, so it works before the script runs. Either
 * way isolated with `<bdi>` (docs/behaviour.md#names-as-text).
 */
export function Name({ name, target, onOpen, href = panelOnly }: NameProps): ReactElement {
  if (!target || !onOpen) return <bdi>{name}</bdi>;
  return (
    <LinkButton
      href={href(target)}
      className="ark-name-button"
      aria-haspopup="dialog"
      onActivate={(element) => onOpen(target, element)}
    >
      <bdi>{name}</bdi>
    </LinkButton>
  );
}
