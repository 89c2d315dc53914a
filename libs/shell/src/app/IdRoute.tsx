import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

/**
 * A detail route whose `:param` must be a positive whole number (a notice, a post, a gallery
 * item): anything else is the 404 page. The content is keyed by the id, so opening another id
 * starts from a clean state.
 */
export function IdRoute({ param, render }: { param: string; render: (id: number) => ReactNode }) {
  const id = Number(useParams()[param]);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Fragment key={id}>{render(id)}</Fragment>;
}
