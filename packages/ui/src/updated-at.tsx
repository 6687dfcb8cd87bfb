import { formatDateTime } from '@ark/core';
import type { ReactElement } from 'react';

export interface UpdatedAtProps {
  /** ISO 8601 time of the last import, as the server reports it. */
  iso: string;
}

/** "Data as of {date}", or nothing when the server's time cannot be read. */
export function UpdatedAt({ iso }: UpdatedAtProps): ReactElement | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className="ark-updated">
      Data as of <time dateTime={iso}>{formatDateTime(date)}</time>
    </p>
  );
}
