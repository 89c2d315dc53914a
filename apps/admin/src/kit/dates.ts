import { formatDate, formatDateTime, parseIsoDateTime } from '@nuri/domain';

/** 'YYYY-MM-DD' (local) of an ISO date-time; '' when absent or unreadable. */
export function displayDate(iso: string | null | undefined): string {
  const date = iso ? parseIsoDateTime(iso) : null;
  return date ? formatDate(date) : '';
}

/** 'YYYY-MM-DD HH:mm:ss' (local) of an ISO date-time; '' when absent or unreadable. */
export function displayDateTime(iso: string | null | undefined): string {
  const date = iso ? parseIsoDateTime(iso) : null;
  return date ? formatDateTime(date) : '';
}
