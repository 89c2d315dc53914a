import type { ComponentType } from 'react';

/**
 * One section of the UI catalogue (/admin/ui): a piece of @nuri/ui shown in its states.
 * Every file in ./sections/ exporting `section` is picked up automatically.
 */
export interface CatalogueSection {
  /** Anchor id, e.g. 'data-grid'. */
  id: string;
  /** Heading shown in the page and its table of contents (Korean; the catalogue is for developers). */
  title: string;
  /** Sort position in the page. */
  order: number;
  Component: ComponentType;
}
