"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ImportFailure = void 0;
exports.encodeJobError = encodeJobError;
exports.decodeJobError = decodeJobError;
/** A failure the user can act on (bad data, wrong options): the job fails at once, without retries. */
class ImportFailure extends Error {
    messageKey;
    params;
    constructor(messageKey, params = {}) {
        super(messageKey);
        this.messageKey = messageKey;
        this.params = params;
        this.name = 'ImportFailure';
    }
}
exports.ImportFailure = ImportFailure;
function encodeJobError(ref) {
    return JSON.stringify(ref);
}
/** The error a job keeps; text that is not ours (e.g. a lost lock) becomes the general failure. */
function decodeJobError(text) {
    if (!text)
        return null;
    try {
        const parsed = JSON.parse(text);
        if (typeof parsed.key === 'string' && parsed.params && typeof parsed.params === 'object') {
            return { key: parsed.key, params: parsed.params };
        }
    }
    catch {
        // not one of ours
    }
    return { key: 'upload.import.failed', params: { reason: text.slice(0, 300) } };
}
//# sourceMappingURL=job-error.js.map