import type { ShellMessageKey } from './ko';
import { navEn } from '../nav/messages';
import { accountEn } from '../account/messages';
import { sharingEn } from '../sharing/messages';
import { codesEn } from '../codes/messages';

// English UI strings of the app shell. Typed by the Korean keys: a missing or extra key fails
// the type check.
export const en: Record<ShellMessageKey, string> = {
  ...codesEn,
  ...sharingEn,
  ...navEn,
  ...accountEn,
  'app.skipToContent': 'Skip to content',

  'status.title': 'Service status',
  'status.loading': 'Loading the service status…',
  'status.error': 'Could not load the service status.',
  'status.retry': 'Try again',
  'status.refresh': 'Refresh',
  'status.overall.ok': 'All services are up.',
  'status.overall.degraded': 'Some services are down.',
  'status.version': 'Version {version}',
  'status.column.check': 'Check',
  'status.column.status': 'Status',
  'status.column.detail': 'Detail',
  'status.up': 'Up',
  'status.down': 'Down',
  'status.check.db': 'Database',
  'status.check.redis': 'Cache (Redis)',
  'status.check.queue': 'Job queue',
  'status.check.gdal': 'Spatial conversion (GDAL)',

  'notFound.title': 'Page not found',
  'notFound.body': 'There is no screen at this address, or it has moved.',
  'notFound.home': 'Go to home',
};
