import { columnsFor, translateParts } from '@ark/core';
import type { MedalLineView, PanelContent, RankLineView, Stat } from '@ark/core/panel';
import {
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useWholeCatalog, useWholeWords } from './catalog-context';
import { HistoryChart, type HistoryChartProps } from './history-chart';
import { MovementMark } from './movement-mark';
import { type DetailHref, Name, type OpenDetail } from './name-button';
import { Pagination } from './pagination';
import { PanelClose, PanelDialog } from './panel-frame';
import { isPlainClick } from './progressive';
import { RankBadge } from './rank-badge';
import { UpdatedAt } from './updated-at';

type OpenPanel = Exclude<PanelContent, { kind: 'closed' }>;

export interface DetailPanelProps {
  /** From core's selectPanel, when a panel is open. */
  content: OpenPanel;
  /** The close button, Escape, or a press on the backdrop. */
  onClose: () => void;
  /** A member's name or a player's tribe: opens that panel instead. */
  onOpen: OpenDetail;
  /** The page's address with another panel open: where a name leads before the script. */
  detailHref?: DetailHref | undefined;
  /** The page's address with no panel: where Close leads before the script ('?' by default). */
  closeHref?: string;
  onMembersPrevious: () => void;
  onMembersNext: () => void;
  /** A span of the history chart picked (without it, its links navigate). */
  onPickSpan?: HistoryChartProps['onPickSpan'];
  /** The medals' link to the hall of fame followed (without it, the link navigates). */
  onOpenHall?: () => void;
  /** The page's address with this row added to the comparison (docs/adr/0083-compare.md). */
  compareHref?: string;
  /** "Compare" followed (without it, the link navigates). */
  onCompare?: () => void;
}

/** "Compare": a link to the comparison with this row added, taken without a reload with script. */
function CompareLink({
  href,
  onCompare,
}: {
  href: string | undefined;
  onCompare: (() => void) | undefined;
}): ReactElement | null {
  const say = useWholeWords();
  if (href === undefined) return null;
  return (
    <p className="ark-panel__compare">
      <a
        href={href}
        onClick={(event) => {
          if (!onCompare || !isPlainClick(event)) return;
          event.preventDefault();
          onCompare();
        }}
      >
        {say('panel.compare')}
      </a>
    </p>
  );
}

const FOCUSABLE = 'button:not(:disabled), [href], input, select, textarea, summary, [tabindex="0"]';

function Stats({ stats }: { stats: readonly Stat[] }): ReactElement {
  return (
    <dl className="ark-panel__stats">
      {stats.map((stat) => (
        <div key={stat.label} className="ark-panel__stat">
          <dt>{stat.label}</dt>
          <dd>{stat.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function Ranks({ ranks }: { ranks: readonly RankLineView[] }): ReactElement | null {
  const id = useId();
  const say = useWholeWords();
  if (ranks.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="ark-panel__subhead">
        {say('panel.ranks')}
      </h3>
      <ul className="ark-panel__ranks">
        {ranks.map((line) => (
          <li key={line.key}>
            {line.text} <MovementMark movement={line.movement} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// The medal count of the hall of fame (docs/adr/0074-the-hall-of-fame.md): each medal's words say
// it, the symbol beside them is decoration, never the only sign.
function Medals({
  medals,
  href,
  onOpenHall,
}: {
  medals: readonly MedalLineView[] | null;
  /** The hall of fame's address, its medal table of the panel's board. */
  href: string;
  onOpenHall: (() => void) | undefined;
}): ReactElement | null {
  const id = useId();
  const say = useWholeWords();
  if (!medals) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="ark-panel__subhead">
        {say('panel.medals')}
      </h3>
      <ul className="ark-panel__ranks">
        {medals.map((medal) => (
          <li key={medal.key}>
            <span aria-hidden="true">{medal.symbol}</span> {medal.text}
          </li>
        ))}
      </ul>
      <a
        className="ark-panel__link"
        href={href}
        onClick={(event) => {
          if (!onOpenHall || !isPlainClick(event)) return;
          event.preventDefault();
          onOpenHall();
        }}
      >
        {say('panel.medals.link')}
      </a>
    </section>
  );
}

// The members table is the player table cut to what a member list needs: rank, name, kills.
const MEMBER_COLUMN_IDS = new Set(['rank', 'name', 'kills']);

function Members({
  members,
  onOpen,
  detailHref,
  onPrevious,
  onNext,
}: {
  members: Extract<OpenPanel, { kind: 'tribe' }>['members'];
  onOpen: OpenDetail;
  detailHref: DetailHref | undefined;
  onPrevious: () => void;
  onNext: () => void;
}): ReactElement {
  const id = useId();
  const catalog = useWholeCatalog();
  const say = useWholeWords();
  const columns = columnsFor('players', catalog).filter(({ id }) => MEMBER_COLUMN_IDS.has(id));
  return (
    <section aria-labelledby={id} aria-busy={members.loading}>
      <h3 id={id} className="ark-panel__subhead">
        {say('panel.members')}
      </h3>
      <table className="ark-members" aria-labelledby={id}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" data-numeric={column.id === 'kills' || undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.rows.map((row) => {
            const text = (column: string) =>
              row.cells.find((cell) => cell.column === column)?.text ?? '';
            return (
              <tr key={row.key}>
                <td>
                  <RankBadge text={text('rank')} trophy={row.trophy} movement={row.movement} />
                </td>
                <th scope="row">
                  <Name
                    name={text('name')}
                    target={row.id === null ? null : { kind: 'player', id: row.id }}
                    onOpen={onOpen}
                    href={detailHref}
                  />
                </th>
                <td data-numeric>{text('kills')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pagination
        {...members.pager}
        label={say('panel.membersPager')}
        onPrevious={onPrevious}
        onNext={onNext}
      />
    </section>
  );
}

function Body({
  content,
  onOpen,
  detailHref,
  onMembersPrevious,
  onMembersNext,
  onPickSpan,
  onOpenHall,
  compareHref,
  onCompare,
}: Omit<DetailPanelProps, 'onClose' | 'closeHref'>): ReactNode {
  const catalog = useWholeCatalog();
  const history =
    content.kind !== 'message' && content.history ? (
      <HistoryChart history={content.history} {...(onPickSpan ? { onPickSpan } : {})} />
    ) : null;
  switch (content.kind) {
    case 'message':
      return (
        <p className="ark-panel__message" role="status">
          {content.text}
        </p>
      );
    case 'player':
      return (
        <>
          <p className="ark-panel__tribe">
            {translateParts(catalog, 'panel.playerTribe', { tribe: content.tribe.name }).map(
              (part) =>
                typeof part === 'string' ? (
                  part
                ) : (
                  <Name
                    key={part.param}
                    name={content.tribe.name}
                    target={
                      content.tribe.id === null ? null : { kind: 'tribe', id: content.tribe.id }
                    }
                    onOpen={onOpen}
                    href={detailHref}
                  />
                ),
            )}
          </p>
          {content.byName && <p className="ark-panel__note">{content.byName}</p>}
          <Stats stats={content.stats} />
          <Ranks ranks={content.ranks} />
          <CompareLink href={compareHref} onCompare={onCompare} />
          <Medals medals={content.medals} href={content.medalsHref} onOpenHall={onOpenHall} />
          {history}
        </>
      );
    case 'tribe':
      return (
        <>
          <Stats stats={content.stats} />
          <Ranks ranks={content.ranks} />
          <CompareLink href={compareHref} onCompare={onCompare} />
          <Medals medals={content.medals} href={content.medalsHref} onOpenHall={onOpenHall} />
          {history}
          <Members
            members={content.members}
            onOpen={onOpen}
            detailHref={detailHref}
            onPrevious={onMembersPrevious}
            onNext={onMembersNext}
          />
        </>
      );
  }
}

/**
 * The detail panel of a player or tribe (docs/behaviour.md#detail-panel): a modal dialog named by
 * its heading and described by its period when it shows one, a centred box on desktop and a full-width sheet on phones (CSS). Focus moves to the
 * heading when it opens or shows another player or tribe, Tab stays inside, and Escape, the close
 * button or a press on the backdrop close it; where focus goes then is the page's to say.
 */
export function DetailPanel({
  content,
  onClose,
  closeHref = '?',
  ...body
}: DetailPanelProps): ReactElement {
  const headingId = useId();
  const periodId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = `${content.target.kind}:${content.target.id}`;

  useEffect(() => {
    headingRef.current?.focus();
  }, [shown]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key !== 'Tab') return;
    // Tab and Shift+Tab wrap around inside the dialog (a modal one would let Tab reach the
    // browser's own controls).
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !focusable.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <PanelDialog
      onClose={onClose}
      aria-labelledby={headingId}
      aria-describedby={content.period === null ? undefined : periodId}
      aria-busy={content.kind === 'message' && content.loading}
      onKeyDown={onKeyDown}
    >
      <div className="ark-panel__head">
        <h2 ref={headingRef} id={headingId} className="ark-panel__title" tabIndex={-1}>
          <bdi>{content.title}</bdi>
        </h2>
        <PanelClose href={closeHref} onClose={onClose} />
      </div>
      {content.period !== null && (
        <p id={periodId} className="ark-panel__period">
          {content.period}
        </p>
      )}
      <Body content={content} {...body} />
      {content.updatedAt && <UpdatedAt iso={content.updatedAt} />}
    </PanelDialog>
  );
}
