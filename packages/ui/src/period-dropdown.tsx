import { isRangeKey, type RangeDropdown, type RangeKey } from '@ark/core';
import type { ReactElement } from 'react';
import { useWords } from './catalog-context';
import { Dropdown } from './dropdown';

export interface PeriodDropdownProps {
  /** From core's selectRangeDropdown, when the backend offers ranges. */
  dropdown: RangeDropdown;
  /** Controlled: the page state says which dropdown is open. */
  open: boolean;
  onToggle: () => void;
  onSelect: (range: RangeKey) => void;
  onClose: () => void;
  /** The page's address with a period chosen, for the page before its script runs. */
  hrefOf?: (range: RangeKey) => string;
}

/** The Period dropdown (docs/behaviour.md#period-dropdown): the board of all time or of a period. */
export function PeriodDropdown({
  dropdown,
  onSelect,
  hrefOf,
  ...props
}: PeriodDropdownProps): ReactElement {
  const label = useWords()('dropdown.period');
  const options = hrefOf
    ? dropdown.options.map((option) => ({ ...option, href: hrefOf(option.value) }))
    : dropdown.options;
  return (
    <Dropdown
      label={label}
      options={options}
      value={dropdown.value}
      onSelect={(value) => {
        if (isRangeKey(value)) onSelect(value);
      }}
      {...props}
    />
  );
}
