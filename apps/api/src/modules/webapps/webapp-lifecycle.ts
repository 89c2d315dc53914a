import { ContentLifecycle } from '../content';
import { WEBAPP_TABLE } from './webapps.queries';

/** Themed apps in the life of members and institutions (appCnt; see OwnedContentLifecycle). */
export const WebappLifecycle = ContentLifecycle('webapps', 'appCnt', WEBAPP_TABLE);
