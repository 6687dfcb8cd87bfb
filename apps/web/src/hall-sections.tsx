// The hall of fame tab's sections, loaded with the tab rather than with the first paint
// (docs/adr/0084-the-hall-on-the-page.md): they bring the hall's view model and reader
// (@ark/core/hall) and their components (@ark/ui/hall) along.
import type { Action, FirstCatalog, State } from '@ark/core';
import { selectHall } from '@ark/core/hall';
import { CatalogProvider } from '@ark/ui';
import { HallOfFame, type HallOfFameProps } from '@ark/ui/hall';
import type { ReactElement } from 'react';
import { useWholeCatalogOf } from './later-words';

export interface HallSectionsProps {
  state: State;
  dispatch: (action: Action) => void;
  /** The address an action leads to before the page's script runs. */
  to: (action: Action) => string;
  /** The page's words: their later part is loaded here (docs/adr/0098-words-in-two-parts.md). */
  catalog: FirstCatalog;
  /** The clock the empty hall names the end of the week by. */
  now: () => Date;
  names: Pick<HallOfFameProps, 'onOpenDetail' | 'detailHref'>;
}

/** The hall's sections drawn from the state, each pager and board choice a core action. */
export default function HallSections({
  state,
  dispatch,
  to,
  catalog,
  now,
  names,
}: HallSectionsProps): ReactElement {
  const whole = useWholeCatalogOf(catalog);
  const paging = (list: 'champions' | 'medals') => {
    const previous: Action = { type: 'hallPageStep', list, step: -1 };
    const next: Action = { type: 'hallPageStep', list, step: 1 };
    return {
      onPrevious: () => dispatch(previous),
      onNext: () => dispatch(next),
      queries: { previous: to(previous), next: to(next) },
    };
  };
  return (
    <CatalogProvider catalog={whole}>
      <HallOfFame
        content={selectHall(state, now(), whole)}
        {...names}
        champions={paging('champions')}
        medals={{
          ...paging('medals'),
          onSelectBoard: (board) => dispatch({ type: 'hallBoardSelected', board }),
          boardHref: (board) => to({ type: 'hallBoardSelected', board }),
        }}
      />
    </CatalogProvider>
  );
}
