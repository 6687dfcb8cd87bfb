import {
  columnsFor,
  type MessagePart,
  type SeasonLink,
  type TableContent,
  toRowViewModel,
  viewText,
} from '@ark/core';
import { memo, type ReactElement, type Ref, useMemo } from 'react';
import { useCatalog, useWords } from './catalog-context';
import type { DetailHref, OpenDetail } from './name-button';
import { isPlainClick } from './progressive';
import { RankingTable } from './ranking-table';
import { UpdatedAt } from './updated-at';

export interface RankingResultsProps {
  /** From core's selectTableContent. */
  content: TableContent;
  /** When the backend can open details: names with an id become buttons that call it. */
  onOpenDetail?: OpenDetail | undefined;
  /** The page's address with a name's panel open: where a name leads before the script. */
  detailHref?: DetailHref | undefined;
  /** The wipe message's link to the last season's final standings. */
  onSelectSeason?: ((season: number) => void) | undefined;
  /** The results area, focusable from script: where focus goes when a panel from a link closes. */
  ref?: Ref<HTMLElement>;
}

function SampleNotice(): ReactElement {
  return (
    <p className="ark-notice" role="note">
      {useWords()('results.sample')}
    </p>
  );
}

function SeasonLinkLine({
  link,
  onSelect,
}: {
  link: SeasonLink;
  onSelect: (season: number) => void;
}): ReactElement {
  const say = useWords();
  return (
    <p className="ark-status__more">
      <a
        href={link.href}
        onClick={(event) => {
          // A plain click stays on the page; a new tab or window follows the address.
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onSelect(link.season);
        }}
      >
        {say('results.lastSeason', { season: link.name })}
      </a>
    </p>
  );
}

function Rows({
  content,
  onOpenDetail,
  detailHref,
}: {
  content: Extract<TableContent, { kind: 'rows' }>;
  onOpenDetail: OpenDetail | undefined;
  detailHref: DetailHref | undefined;
}): ReactElement {
  const { view } = content;
  const catalog = useCatalog();
  const columns = columnsFor(view, catalog, content.seen);
  const rows = useMemo(
    () =>
      content.view === 'tribes'
        ? content.rows.map((row, index) => toRowViewModel('tribes', row, index, catalog))
        : content.rows.map((row, index) => toRowViewModel('players', row, index, catalog, columns)),
    [content, catalog, columns],
  );
  const caption = viewText(catalog, view, 'caption');
  const kind = view === 'tribes' ? 'tribe' : 'player';
  return (
    <>
      <RankingTable
        columns={columns}
        rows={rows}
        caption={caption}
        kind={kind}
        onOpen={onOpenDetail}
        detailHref={detailHref}
      />
      {content.updatedAt && <UpdatedAt iso={content.updatedAt} />}
    </>
  );
}

/**
 * A message in parts, each value (the visitor's search text) isolated, so right-to-left
 * characters in it cannot reorder the sentence.
 */
function Isolated({ parts }: { parts: readonly MessagePart[] }): ReactElement {
  return (
    <>
      {parts.map((part) =>
        typeof part === 'string' ? part : <bdi key={part.param}>{part.value}</bdi>,
      )}
    </>
  );
}

/**
 * The table area: Loading..., a message (wipe, no match) or the rows, with the sample notice
 * when the rows are the built-in sample. The status line is one polite live region throughout.
 * Memoized: a tap elsewhere (a dropdown, the panel) does not draw the table again when its props
 * are the same objects (docs/adr/0079-taps-within-a-frame.md).
 */
export const RankingResults = memo(function RankingResults({
  content,
  onOpenDetail,
  detailHref,
  onSelectSeason,
  ref,
}: RankingResultsProps): ReactElement {
  const status = content.kind === 'rows' ? '' : content.text;
  const parts = content.kind === 'message' ? content.parts : undefined;
  const isSample = content.kind !== 'loading' && content.isSample;
  const lastSeason = content.kind === 'message' ? content.lastSeason : undefined;
  return (
    <section className="ark-results" aria-busy={content.kind === 'loading'} ref={ref} tabIndex={-1}>
      {isSample && <SampleNotice />}
      <p className="ark-status" role="status" aria-live="polite">
        {parts ? <Isolated parts={parts} /> : status}
      </p>
      {lastSeason && onSelectSeason && (
        <SeasonLinkLine link={lastSeason} onSelect={onSelectSeason} />
      )}
      {content.kind === 'rows' && (
        <Rows content={content} onOpenDetail={onOpenDetail} detailHref={detailHref} />
      )}
    </section>
  );
});
