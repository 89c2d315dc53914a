import { CONTENT_KINDS, webappTabMapIds, type UsePblonsipSeCode, type UseSttusSeCode, type WebappTyCode } from '@nuri/domain';
import type { UrlSigner } from '../../common/crypto/url-signer';
import { signedThumbnailUrl } from '../../common/files/content-thumbnail';
import type { ContentRef } from '../access';
import type { WebappSummaryDto } from './dto/webapps.dto';
import type { WebappRow } from './webapps.queries';

// A themed app's row as the answers show it, its thumbnail address and its reference for the
// content-access policy.

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export function webappRef(app: Pick<WebappRow, 'webappTmplatId' | 'registerId' | 'insttCode'>): ContentRef {
  return { type: CONTENT_KINDS.THEMED_APP, id: app.webappTmplatId, ownerId: app.registerId, insttCode: app.insttCode };
}

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
    useSttusSeCode: r.useSttusSeCode as UseSttusSeCode,
    usePblonsipSeCode: r.usePblonsipSeCode as UsePblonsipSeCode,
    insttCode: r.insttCode,
    registerId: r.registerId,
    registerNm: r.registerNm,
    registDt: iso(r.registDt),
    updtDt: iso(r.updtDt),
    simpleTmplatAt: r.simpleTmplatAt,
    thumbnailUrl: r.thumbnailPath ? signedThumbnailUrl(CONTENT_KINDS.THEMED_APP, r.webappTmplatId, signer, r.thumbnailUpdtDt) : null,
    tabCnt: webappTabMapIds(r.webappTmplatTyCode as WebappTyCode, r.detailSetting).length,
  };
}
