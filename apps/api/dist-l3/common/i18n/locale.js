"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.localeOf = localeOf;
exports.translate = translate;
const domain_1 = require("@nuri/domain");
/** Korean by default; English when the request asks for it (?lang=en or Accept-Language). */
function localeOf(req) {
    const q = req?.query?.lang;
    if (q === 'en' || q === 'ko')
        return q;
    const header = req?.headers?.['accept-language'];
    const first = typeof header === 'string' ? header.split(',')[0]?.trim().toLowerCase() : '';
    return first?.startsWith('en') ? 'en' : 'ko';
}
/** Translates a catalog key; a text that is not a key is returned as it is. */
function translate(key, params = {}, locale = 'ko') {
    const catalog = domain_1.MESSAGES[locale];
    const template = catalog[key] ?? domain_1.MESSAGES.ko[key] ?? key;
    return (0, domain_1.formatMessage)(template, params);
}
//# sourceMappingURL=locale.js.map