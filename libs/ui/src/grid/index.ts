// Public pieces of the grid area of @nuri/ui: the data grid (spec 000 §1, §3, §4), its page
// navigator and page-size chooser, and the search-and-pick data selector.
export { buttonColumn } from './columns';
export { DataGrid, type DataGridProps } from './DataGrid';
export { DataSelector, type DataSelectorProps } from './DataSelector';
export { PageNavigator, type PageNavigatorProps } from './PageNavigator';
export { PAGE_SIZE_OPTIONS, PageSizeChooser, type PageSizeChooserProps } from './PageSizeChooser';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { createInMemoryFetchPage, pageOfRows, type InMemoryPagesOptions } from './in-memory-pages';
export { PAGE_GROUP_SIZE, pageWindow } from './page-window';
export { isPublished, isRecent } from './row-flags';
export { sanitizeHtml } from './sanitize';
export { sameItem, type KeyFields } from './selector-keys';
export { useGridRefresh } from './use-grid-data';
export { useEndMarkerVisible } from './use-end-marker';
export {
  GRID_COLUMN_TYPES,
  type GridCellEvents,
  type GridColumn,
  type GridColumnType,
  type GridFetchPage,
  type GridField,
  type GridPage,
  type GridPageRequest,
  type GridRow,
  type GridRowView,
  type GridSelectItem,
  type GridTextAlign,
} from './types';
