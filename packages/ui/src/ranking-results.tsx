import { columnsFor, SAMPLE_NOTICE, type TableContent, toRowViewModel, WORDING } from '@ark/core';
import { type ReactElement, useMemo } from 'react';
import { RankingCards } from './ranking-cards';
import { RankingTable } from './ranking-table';
import { UpdatedAt } from './updated-at';

export interface RankingResultsProps {
  /** From core's selectTableContent. */
  content: TableContent;
}

function SampleNotice(): ReactElement {
  return (
    <p className="ark-notice" role="note">
      {SAMPLE_NOTICE}
    </p>
  );
}

function Rows({ content }: { content: Extract<TableContent, { kind: 'rows' }> }): ReactElement {
  const { view } = content;
  const columns = useMemo(() => columnsFor(view), [view]);
  const rows = useMemo(
    () =>
      content.view === 'tribes'
        ? content.rows.map((row, index) => toRowViewModel('tribes', row, index))
        : content.rows.map((row, index) => toRowViewModel('players', row, index)),
    [content],
  );
  const { caption } = WORDING[view];
  return (
    <>
      <RankingTable columns={columns} rows={rows} caption={caption} />
      <RankingCards rows={rows} label={caption} />
      {content.updatedAt && <UpdatedAt iso={content.updatedAt} />}
    </>
  );
}

/**
 * The table area: Loading..., a message (wipe, no match) or the rows, with the sample notice
 * when the rows are the built-in sample. The status line is one polite live region throughout.
 */
export function RankingResults({ content }: RankingResultsProps): ReactElement {
  const status = content.kind === 'rows' ? '' : content.text;
  const quoted = content.kind === 'message' ? content.quoted : undefined;
  // The visitor's text is isolated so right-to-left characters in it cannot reorder the sentence.
  const at = quoted ? status.lastIndexOf(`"${quoted}"`) : -1;
  const isSample = content.kind !== 'loading' && content.isSample;
  return (
    <section className="ark-results" aria-busy={content.kind === 'loading'}>
      {isSample && <SampleNotice />}
      <p className="ark-status" role="status" aria-live="polite">
        {quoted !== undefined && at >= 0 ? (
          <>
            {status.slice(0, at + 1)}
            <bdi>{quoted}</bdi>
            {status.slice(at + 1 + quoted.length)}
          </>
        ) : (
          status
        )}
      </p>
      {content.kind === 'rows' && <Rows content={content} />}
    </section>
  );
}
