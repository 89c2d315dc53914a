import type { GridColumn, GridRow } from './types';

/**
 * A column of one button per row (edit, delete, detail): centred, never hidden on a narrow
 * screen (the row's action must stay reachable; a wide grid scrolls inside its box instead).
 */
export function buttonColumn<Row extends GridRow>(
  id: string,
  title: string,
  text: string = title,
  colWidth?: number,
): GridColumn<Row> {
  return { id, title, text, type: 'button', textAlign: 'center', ...(colWidth ? { colWidth } : {}) };
}
