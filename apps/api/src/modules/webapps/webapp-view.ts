import { webappTabMapIds, type WebappTyCode } from '@nuri/domain';
import type { UrlSigner } from '../../common/crypto/url-signer';
import { ownedSummaryOf } from '../content';
import type { WebappSummaryDto } from './dto/webapps.dto';
import { WEBAPP_TABLE, type WebappRow } from './webapps.queries';

// A themed app's row as the answers show it (the fields every owned content has: ownedSummaryOf).

/** The fields a list row and the detail share. */
export function summaryOf(
  r: WebappRow,
  signer: UrlSigner,
): Omit<WebappSummaryDto, 'viewCnt' | 'galleryConfmSttusCode'> {
  return {
    webappTmplatId: r.webappTmplatId,
    webappTmplatSj: r.webappTmplatSj,
    webappTmplatCn: r.webappTmplatCn,
    webappTmplatTyCode: r.webappTmplatTyCode as WebappTyCode,
    ...ownedSummaryOf(WEBAPP_TABLE, r, signer),
    simpleTmplatAt: r.simpleTmplatAt,
    tabCnt: webappTabMapIds(r.webappTmplatTyCode as WebappTyCode, r.detailSetting).length,
  };
}
