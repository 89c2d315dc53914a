import { formatMobileNumber } from '@nuri/domain';
import type { InstitutionDto } from './dto/institutions.dto';
import type { Institution } from '../directory';

/** Address of an institution's image; the group id in the query changes with every new image. */
export function insttImageUrl(insttCode: string, atchmnflId: string): string {
  return `/api/instt/${encodeURIComponent(insttCode)}/image?v=${atchmnflId.slice(0, 8)}`;
}

/** The shared-panel fields (spec 000 §3). */
export function toInstitutionDto(instt: Institution, hasImage: boolean): InstitutionDto {
  const image =
    hasImage && instt.imageAtchmnflId ? insttImageUrl(instt.insttCode, instt.imageAtchmnflId) : null;
  return {
    creatDt: instt.creatDt.toISOString(),
    creatmanId: instt.creatmanId,
    insttCode: instt.insttCode,
    insttNm: instt.insttNm,
    imageCn: image,
    thumbnail: image,
    insttUrl: instt.insttUrl,
  };
}

/** '01012345678' → '010-****-5678', '0111234567' → '011-***-4567'. */
export function maskMobileNumber(phone: string): string {
  const formatted = formatMobileNumber(phone);
  const parts = formatted.split('-');
  if (parts.length !== 3) return `${phone.slice(0, 3)}****`;
  return `${parts[0]}-${'*'.repeat(parts[1].length)}-${parts[2]}`;
}
