import { ApiError } from '@nuri/api-client';
import { placeOfField } from './app-state';

/** A 400 answer's field list, placed on the builder's fields (the rest in a banner). */
export interface ServerProblems {
  title?: string;
  description?: string;
  type?: string;
  tabs: Record<number, { name?: string; map?: string }>;
  general: string[];
}

export const NO_SERVER_PROBLEMS: ServerProblems = { tabs: {}, general: [] };

/** The field list of a 400 answer placed on the builder's fields. */
export function serverProblems(error: unknown): ServerProblems {
  if (!(error instanceof ApiError) || !Array.isArray(error.result)) return NO_SERVER_PROBLEMS;
  const found: ServerProblems = { tabs: {}, general: [] };
  for (const item of error.result as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const place = placeOfField(field);
    if (place.kind === 'title') found.title ??= message;
    else if (place.kind === 'description') found.description ??= message;
    else if (place.kind === 'type') found.type ??= message;
    else if (place.kind === 'tab') {
      const tab = (found.tabs[place.index] ??= {});
      tab[place.part] ??= message;
    } else found.general.push(message);
  }
  return found;
}
