import type { HallContent, HallName, View } from '@ark/core';
import { type ReactElement, type ReactNode, useId } from 'react';
import { useWholeWords } from './catalog-context';
import { type DetailHref, Name, type OpenDetail } from './name-button';
import { Pagination } from './pagination';
import { isPlainClick } from './progressive';
import { RankBadge } from './rank-badge';

/** A paged list's Previous and Next: callbacks, and their addresses for the page before its script. */
export interface HallPaging {
  onPrevious: () => void;
  onNext: () => void;
  queries?: { previous: string; next: string };
}

export interface HallOfFameProps {
  /** core's selectHall. */
  content: HallContent;
  /** Absent when the backend cannot open details: names stay plain text. */
  onOpenDetail?: OpenDetail | undefined;
  detailHref?: DetailHref | undefined;
  champions: HallPaging;
  medals: HallPaging & {
    onSelectBoard: (board: View) => void;
    /** The address of the medal table of a board, where its choice leads before the script. */
    boardHref: (board: View) => string;
  };
}

interface Cell {
  label: string;
  node: ReactNode;
  numeric?: boolean;
}

/** One section: its heading and what it holds, labelled by the heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ark-hall__section" aria-labelledby={id}>
      <h3 className="ark-hall__heading" id={id}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A table whose header names every column; below 768 px each row is a card, each cell under its
 * column's name (`data-label`), so nothing scrolls sideways.
 */
function HallTable({
  caption,
  columns,
  rows,
}: {
  caption?: string;
  columns: readonly string[];
  rows: { key: string; cells: Cell[] }[];
}) {
  return (
    <table className="ark-hall-table">
      {caption !== undefined && <caption className="ark-hall-table__caption">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell) => (
              <td key={cell.label} data-label={cell.label} data-numeric={cell.numeric || undefined}>
                <span>{cell.node}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The hall's sections as core's selectHall gives them. */
type Sections = Exclude<HallContent, { kind: 'message' }>;
/** A holder's name, opening the same detail panel as the boards'. */
type NameOf = (holder: HallName) => ReactNode;

/** Records: the most gained in a day, week and month, a table per board. */
function Records({ records, name }: { records: Sections['records']; name: NameOf }) {
  const say = useWholeWords();
  const columns = (['stat', 'span', 'name', 'gain', 'since'] as const).map((key) =>
    say(`hall.column.${key}`),
  );
  return (
    <Section title={say('hall.records')}>
      {records.map((group) => (
        <HallTable
          key={group.board}
          caption={group.heading}
          columns={columns}
          rows={group.rows.map((row) => ({
            key: row.key,
            cells: [
              { label: say('hall.column.stat'), node: row.stat },
              { label: say('hall.column.span'), node: row.span },
              { label: say('hall.column.name'), node: name(row.holder) },
              { label: say('hall.column.gain'), node: row.gain, numeric: true },
              { label: say('hall.column.since'), node: row.since },
            ],
          }))}
        />
      ))}
    </Section>
  );
}

/** Each closed week's and month's #1, newest first, paged. */
function Champions({
  champions,
  paging,
  name,
}: {
  champions: NonNullable<Sections['champions']>;
  paging: HallPaging;
  name: NameOf;
}) {
  const say = useWholeWords();
  const columns = (['period', 'stat', 'name', 'gain'] as const).map((key) =>
    say(`hall.column.${key}`),
  );
  return (
    <Section title={say('hall.champions')}>
      <HallTable
        columns={columns}
        rows={champions.rows.map((row) => ({
          key: row.key,
          cells: [
            { label: say('hall.column.period'), node: row.period },
            { label: say('hall.column.stat'), node: `${row.board} · ${row.stat}` },
            { label: say('hall.column.name'), node: name(row.champion) },
            { label: say('hall.column.gain'), node: row.gain, numeric: true },
          ],
        }))}
      />
      <Pagination {...champions.pager} {...paging} label={say('hall.championsPager')} />
    </Section>
  );
}

/** The medal table's board choice: links, a tap handled in place once the script runs. */
function MedalBoards({
  boards,
  medals,
}: {
  boards: NonNullable<NonNullable<Sections['medals']>['boards']>;
  medals: HallOfFameProps['medals'];
}) {
  const say = useWholeWords();
  return (
    <nav className="ark-hall__boards" aria-label={say('hall.boardChoice')}>
      {boards.map((choice) => (
        <a
          key={choice.board}
          className="ark-button"
          href={medals.boardHref(choice.board)}
          aria-current={choice.selected ? 'page' : undefined}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            medals.onSelectBoard(choice.board);
          }}
        >
          {choice.label}
        </a>
      ))}
    </nav>
  );
}

/** The weekly medal table: competition ranks, medals with their counts as text, paged. */
function Medals({
  table,
  medals,
  name,
}: {
  table: NonNullable<Sections['medals']>;
  medals: HallOfFameProps['medals'];
  name: NameOf;
}) {
  const say = useWholeWords();
  const columns = [
    say('column.rank'),
    ...(['name', 'gold', 'silver', 'bronze'] as const).map((key) => say(`hall.column.${key}`)),
  ];
  return (
    <Section title={say('hall.medals')}>
      {table.boards && <MedalBoards boards={table.boards} medals={medals} />}
      <HallTable
        columns={columns}
        rows={table.rows.map((row) => ({
          key: row.key,
          cells: [
            {
              label: say('column.rank'),
              node: <RankBadge text={row.rankText} trophy={row.place} />,
            },
            { label: say('hall.column.name'), node: name(row.holder) },
            ...row.counts.map((count) => ({
              label: say(`hall.column.${count.key}`),
              node: (
                <>
                  <span aria-hidden="true">{count.symbol} </span>
                  {count.count}
                </>
              ),
              numeric: true,
            })),
          ],
        }))}
      />
      <Pagination {...table.pager} {...medals} label={say('hall.medalsPager')} />
    </Section>
  );
}

/** Each archived season's top 3 of a board's statistic. */
function Seasons({ seasons, name }: { seasons: Sections['seasons']; name: NameOf }) {
  const say = useWholeWords();
  const columns = [say('column.rank'), say('hall.column.name'), say('hall.column.value')];
  return (
    <Section title={say('hall.seasons')}>
      {seasons.map((podium) => (
        <HallTable
          key={podium.key}
          caption={`${podium.season} · ${podium.board} · ${podium.stat}`}
          columns={columns}
          rows={podium.rows.map((row) => ({
            key: row.key,
            cells: [
              {
                label: say('column.rank'),
                node: <RankBadge text={row.rankText} trophy={row.place} />,
              },
              { label: say('hall.column.name'), node: name(row.holder) },
              { label: say('hall.column.value'), node: row.value, numeric: true },
            ],
          }))}
        />
      ))}
    </Section>
  );
}

/**
 * The hall of fame tab's sections (docs/adr/0084-the-hall-on-the-page.md): records by board,
 * champions and the medal table (each paged), the archived seasons' podiums; side by side where
 * they fit. Names open the same detail panel as the boards'; every control is a link or a form.
 */
export function HallOfFame({
  content,
  onOpenDetail,
  detailHref,
  champions,
  medals,
}: HallOfFameProps): ReactElement {
  const name = (holder: HallName) => (
    <Name name={holder.name} target={holder.target} onOpen={onOpenDetail} href={detailHref} />
  );
  if (content.kind === 'message') {
    return (
      <div className="ark-results" aria-busy={content.loading}>
        <p className="ark-status" role="status">
          {content.text}
        </p>
      </div>
    );
  }
  return (
    <div className="ark-hall">
      {content.empty !== null && (
        <p className="ark-hall__empty" role="status">
          {content.empty}
        </p>
      )}
      {content.records.length > 0 && <Records records={content.records} name={name} />}
      {content.champions && (
        <Champions champions={content.champions} paging={champions} name={name} />
      )}
      {content.medals && <Medals table={content.medals} medals={medals} name={name} />}
      {content.seasons.length > 0 && <Seasons seasons={content.seasons} name={name} />}
    </div>
  );
}
