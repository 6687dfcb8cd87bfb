export { AppHeader, type AppHeaderProps } from './app-header';
export { ArkLogo } from './ark-logo';
export {
  CatalogProvider,
  type CatalogProviderProps,
  useCatalog,
  useWholeCatalog,
  useWholeWords,
  useWords,
} from './catalog-context';
export { Dropdown, type DropdownOption, type DropdownProps } from './dropdown';
export { LanguagePicker, type LanguagePickerProps } from './language-picker';
export { MovementMark, type MovementMarkProps } from './movement-mark';
export { type DetailHref, Name, type NameProps, type OpenDetail } from './name-button';
export { OnlineFilter, type OnlineFilterProps } from './online-filter';
export { PageShell, type PageShellProps } from './page-shell';
export { Pagination, type PaginationProps } from './pagination';
export { PanelFrame, type PanelFrameProps } from './panel-frame';
export { PeriodDropdown, type PeriodDropdownProps } from './period-dropdown';
export {
  GoButton,
  type GoButtonProps,
  HiddenFields,
  isPlainClick,
  LinkButton,
  type LinkButtonProps,
  useScriptRunning,
} from './progressive';
export { RankBadge, type RankBadgeProps } from './rank-badge';
export { RankingResults, type RankingResultsProps } from './ranking-results';
export { RankingTable, type RankingTableProps } from './ranking-table';
export { SearchBox, type SearchBoxProps } from './search-box';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle';
export { Toolbar, type ToolbarProps } from './toolbar';
export { Trophy, type TrophyProps } from './trophy';
export { UpdatedAt, type UpdatedAtProps } from './updated-at';
export { ViewTabs, type ViewTabsProps } from './view-tabs';
export { ViewTitle, type ViewTitleProps } from './view-title';
