import { formatDateTime, translateParts } from '@ark/core';
import type { ReactElement } from 'react';
import { useCatalog } from './catalog-context';

export interface UpdatedAtProps {
  /** ISO 8601 time of the last import, as the server reports it. */
  iso: string;
}

/** "Data as of {date}" in the page's language, or nothing when the server's time cannot be read. */
export function UpdatedAt({ iso }: UpdatedAtProps): ReactElement | null {
  const catalog = useCatalog();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const time = formatDateTime(date, catalog);
  return (
    <p className="ark-updated">
      {translateParts(catalog, 'results.updated', { time }).map((part) =>
        typeof part === 'string' ? (
          part
        ) : (
          <time key={part.param} dateTime={iso}>
            {part.value}
          </time>
        ),
      )}
    </p>
  );
}
