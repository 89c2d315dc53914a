import { ContentLifecycle } from '../content';
import { WEB_MAP_TABLE } from './webmaps.queries';

/** Web maps in the life of members and institutions (mapCnt; see OwnedContentLifecycle). */
export const WebMapLifecycle = ContentLifecycle('webmaps', 'mapCnt', WEB_MAP_TABLE);
