"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.insttImageUrl = insttImageUrl;
exports.toInstitutionDto = toInstitutionDto;
exports.maskMobileNumber = maskMobileNumber;
const domain_1 = require("@nuri/domain");
/** Address of an institution's image; the group id in the query changes with every new image. */
function insttImageUrl(insttCode, atchmnflId) {
    return `/api/instt/${encodeURIComponent(insttCode)}/image?v=${atchmnflId.slice(0, 8)}`;
}
/** The shared-panel fields (spec 000 §3). */
function toInstitutionDto(instt, hasImage) {
    const image = hasImage && instt.imageAtchmnflId ? insttImageUrl(instt.insttCode, instt.imageAtchmnflId) : null;
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
function maskMobileNumber(phone) {
    const formatted = (0, domain_1.formatMobileNumber)(phone);
    const parts = formatted.split('-');
    if (parts.length !== 3)
        return `${phone.slice(0, 3)}****`;
    return `${parts[0]}-${'*'.repeat(parts[1].length)}-${parts[2]}`;
}
//# sourceMappingURL=institution-view.js.map