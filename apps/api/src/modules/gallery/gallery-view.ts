import { CONTENT_KINDS, contentsTypeOfKind, type ConfmSttusCode, type GalleryType, type MapGaleKndSeCode, type UsePblonsipSeCode } from '@nuri/domain';
import type { UrlSigner } from '../../common/crypto/url-signer';
import type { ContentKey } from './content-reactions.service';
import { contentThumbnailUrl } from './contents.queries';
import type { GalleryItemDto, GalleryRequestDto } from './dto/gallery.dto';
import type { RequestRow } from './gallery.queries';

// A gallery request row as the screens see it: the applications (GalleryService) and the public
// gallery (PublishedGalleryService) answer from the same rows.

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

/** The content a request publishes. */
export function keyOf(
  row: Pick<RequestRow, 'mapGaleKndSeCode' | 'userMapId' | 'webappTmplatId'>,
): ContentKey & { type: 'MAP' | 'APP' } {
  const type = contentsTypeOfKind(row.mapGaleKndSeCode as MapGaleKndSeCode);
  return { type, id: (type === CONTENT_KINDS.WEB_MAP ? row.userMapId : row.webappTmplatId) as string };
}

function thumbnailOf(r: RequestRow, signer: UrlSigner): string | null {
  const key = keyOf(r);
  return contentThumbnailUrl(key.type, key.id, r.thumbnailPath, r.thumbnailUpdtDt, signer);
}

/** The fields a request and a published item answer alike. */
function commonFieldsOf(r: RequestRow, signer: UrlSigner) {
  return {
    mapGaleReqstSn: Number(r.mapGaleReqstSn),
    mapGaleSj: r.mapGaleSj,
    mapGaleCn: r.mapGaleCn,
    mapGaleKndSeCode: r.mapGaleKndSeCode as MapGaleKndSeCode,
    userMapId: r.userMapId,
    webappTmplatId: r.webappTmplatId,
    galleryType: r.galleryType as GalleryType,
    insttCode: r.insttCode,
    insttNm: r.insttNm,
    confmDt: isoOrNull(r.confmDt),
    registerId: r.registerId,
    registerNm: r.registerNm,
    registDt: iso(r.registDt),
    thumbnailUrl: thumbnailOf(r, signer),
    viewCnt: Number(r.viewCnt),
    recommendCnt: Number(r.recommendCnt),
  };
}

export function requestDtoOf(r: RequestRow, signer: UrlSigner): GalleryRequestDto {
  return {
    ...commonFieldsOf(r, signer),
    cntntsSj: r.cntntsSj,
    confmSttusCode: r.confmSttusCode as ConfmSttusCode,
    confmRejectCn: r.confmRejectCn,
    confmerId: r.confmerId,
    usePblonsipSeCode: r.usePblonsipSeCode as UsePblonsipSeCode,
    updtDt: iso(r.updtDt),
  };
}

export function itemDtoOf(r: RequestRow, signer: UrlSigner): GalleryItemDto {
  return {
    ...commonFieldsOf(r, signer),
    bookmarkCnt: Number(r.bookmarkCnt),
    bookmarkAt: r.bookmarked ? 'Y' : 'N',
    recommendAt: r.recommended ? 'Y' : 'N',
  };
}
