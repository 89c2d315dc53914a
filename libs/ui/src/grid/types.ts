import type { SortDirection, YesNo } from '@nuri/domain';

// Data grid contracts (spec 000 §3 "Grid column definition", "Grid row", "Search parameter",
// "Paged response").

/** What a column shows in its cells. */
export const GRID_COLUMN_TYPES = [
  'string',
  'templateHTML',
  'file',
  'button',
  'select',
  'checkbox',
  'important',
  'isPublish',
  'geometry',
  'publishButton',
  'sldFileUpload',
  'input',
] as const;
export type GridColumnType = (typeof GRID_COLUMN_TYPES)[number];

export type GridTextAlign = 'left' | 'center' | 'right';

/** One choice of a `select` column. */
export interface GridSelectItem {
  value: string;
  label: string;
}

/** The row fields the grid itself reads; a screen's row type extends it with its own fields. */
export interface GridRow {
  uid?: string | number;
  /** The creator's own row: its select and checkbox cells cannot be changed. */
  isCreatman?: boolean;
  /** Layer publish flag: publish or republish, and whether a style file may be uploaded. */
  publish?: boolean | YesNo;
  geometryType?: string;
  /** 'Y' marks the row as recent. */
  upperExpsrAt?: YesNo;
  /** Attachment file id, downloaded by a `file` cell. */
  atchmnflId?: string;
}

export type GridField<Row> = Extract<keyof Row, string>;

export interface GridColumn<Row extends GridRow = GridRow> {
  /** Unique within the grid. */
  id: string;
  /** The row field the cell shows or edits; `file`, `geometry` and `isPublish` have defaults. */
  field?: GridField<Row>;
  title: string;
  /** Defaults to 'string'. */
  type?: GridColumnType;
  /** Columns are shown by ascending order, then as given. */
  order?: number;
  /** false hides the column. */
  visibility?: boolean;
  /** false shows `select`, `checkbox` and `input` cells disabled. Defaults to true. */
  edit?: boolean;
  /** A number is pixels; a string is any CSS width ('12rem', '20%'). */
  colWidth?: number | string;
  textAlign?: GridTextAlign;
  /** Hidden at the shared pieces' mobile width (767 px and below). */
  mobileHide?: boolean;
  /** Choices of a `select` column. */
  items?: readonly GridSelectItem[];
  /** Label of a `button` column's buttons (the title when absent). */
  text?: string;
}

/** What the grid asks `fetchPage` for; pageIndex starts at 1. */
export interface GridPageRequest {
  pageIndex: number;
  pageSize: number;
  /** Search text, already cut to the maximum length; '' when not searching. */
  searchNm: string;
  direction: SortDirection;
}

/** The API's paged shape. */
export interface GridPage<Row> {
  content: readonly Row[];
  totalElements: number;
  /** No rows after this page. */
  last: boolean;
}

export type GridFetchPage<Row> = (request: GridPageRequest) => Promise<GridPage<Row>>;

/** A row as shown: the data plus its count-down number. */
export interface GridRowView<Row> {
  row: Row;
  rowNumber: number;
  key: string;
}

/** Cell events; each gets the row and its column. */
export interface GridCellEvents<Row extends GridRow> {
  onButtonClick?: (row: Row, column: GridColumn<Row>) => void;
  onSelectChange?: (row: Row, column: GridColumn<Row>, value: string) => void;
  onCheckboxChange?: (row: Row, column: GridColumn<Row>, checked: boolean) => void;
  onPublishClick?: (row: Row, column: GridColumn<Row>) => void;
  onFileChosen?: (row: Row, column: GridColumn<Row>, file: File) => void;
  /** An `input` cell's new value, on Enter or when it loses focus after a change. */
  onInputEdit?: (row: Row, column: GridColumn<Row>, value: string) => void;
  onFileDownload?: (row: Row, column: GridColumn<Row>) => void;
}
