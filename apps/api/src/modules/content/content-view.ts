import type { UsePblonsipSeCode, UseSttusSeCode } from '@nuri/domain';
import type { UrlSigner } from '../../common/crypto/url-signer';
import { signedThumbnailUrl } from '../../common/files/content-thumbnail';
import type { ContentTable, OwnedRow } from './content-table';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** The answer fields every owned content has (list rows and details of web maps and themed apps). */
export interface OwnedSummary {
  insttCode: string;
  registerId: string;
  registerNm: string | null;
  registDt: string;
  updtDt: string;
  thumbnailUrl: string | null;
  usePblonsipSeCode: UsePblonsipSeCode;
  useSttusSeCode: UseSttusSeCode;
}

/** A row's owner, dates, thumbnail address (signed, versioned by its upload) and use states. */
export function ownedSummaryOf<R extends OwnedRow>(t: ContentTable<R>, r: R, signer: UrlSigner): OwnedSummary {
  return {
    insttCode: r.insttCode,
    registerId: r.registerId,
    registerNm: r.registerNm,
    registDt: iso(r.registDt),
    updtDt: iso(r.updtDt),
    thumbnailUrl: r.thumbnailPath ? signedThumbnailUrl(t.kind, t.idOf(r), signer, r.thumbnailUpdtDt) : null,
    usePblonsipSeCode: r.usePblonsipSeCode as UsePblonsipSeCode,
    useSttusSeCode: r.useSttusSeCode as UseSttusSeCode,
  };
}
