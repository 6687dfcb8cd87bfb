// The page's detail panel, loaded when a panel first opens rather than with the first paint
// (docs/adr/0012-page-budget.md): it brings the panel's view model (@ark/core/panel) and its
// component (@ark/ui/detail) along; the population chart under a logged cluster's board is
// drawn with them (docs/adr/0104).
import { type Action, addressAfter, type State } from '@ark/core';
import { PopulationAnswerSchema, populationView, selectPanel } from '@ark/core/panel';
import { CatalogProvider, type DetailHref, type OpenDetail, useCatalog } from '@ark/ui';
import { DetailPanel, PopulationChart } from '@ark/ui/detail';
import type { ReactElement } from 'react';
import { useWholeCatalogOf } from './later-words';

// The comparison shares the panel's chart parts and scales: one lazy chunk keeps them both out of
// the first load (vite.config.ts's importRoots, docs/adr/0084's addendum).
export { CompareView, type CompareViewProps } from './compare-view';

export interface DetailViewProps {
  state: State;
  dispatch: (action: Action) => void;
  /** A name inside the panel (a member, a player's tribe) opens that panel instead. */
  onOpen: OpenDetail;
  onClose: () => void;
  /** The page's address with another panel open, and with none: for the page before its script. */
  detailHref?: DetailHref;
  closeHref?: string;
}

/** The open panel drawn from the state, or nothing when none is open. */
export default function DetailView({
  state,
  dispatch,
  onOpen,
  onClose,
  detailHref,
  closeHref,
}: DetailViewProps): ReactElement | null {
  // The panel's words are the later part of the page's (docs/adr/0098-words-in-two-parts.md).
  const catalog = useWholeCatalogOf(useCatalog());
  const content = selectPanel(state, catalog);
  if (content.kind === 'closed') return null;
  return (
    <CatalogProvider catalog={catalog}>
      <DetailPanel
        content={content}
        onClose={onClose}
        onOpen={onOpen}
        detailHref={detailHref}
        {...(closeHref !== undefined && { closeHref })}
        onMembersPrevious={() => dispatch({ type: 'membersPreviousPage' })}
        onMembersNext={() => dispatch({ type: 'membersNextPage' })}
        onOpenHall={() =>
          dispatch({
            type: 'hallSelected',
            board: content.target.kind === 'tribe' ? 'tribes' : 'players',
          })
        }
        compareHref={addressAfter(state, { type: 'compareAdded', target: content.target })}
        onCompare={() => dispatch({ type: 'compareAdded', target: content.target })}
        onPickSpan={(span, event) => {
          // The link's own address, without a reload: the address sync replaces it.
          event.preventDefault();
          dispatch({ type: 'historySpanSelected', span });
        }}
      />
    </CatalogProvider>
  );
}

export interface PopulationViewProps {
  /** The population answer as sent (docs/adr/0104-last-seen-and-population-on-the-page.md). */
  answer: unknown;
}

/**
 * The population chart under a logged cluster's board, read and drawn with the panel's code (one
 * lazy chunk, docs/adr/0104); nothing for an answer it cannot read or with no hour to draw.
 */
export function PopulationView({ answer }: PopulationViewProps): ReactElement | null {
  const catalog = useWholeCatalogOf(useCatalog());
  const read = PopulationAnswerSchema.safeParse(answer);
  const view = read.success ? populationView(read.data, catalog) : null;
  return view && <PopulationChart view={view} />;
}
