"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sendStoredFile = sendStoredFile;
const domain_error_1 = require("../../common/errors/domain-error");
/**
 * Sends a file below a root folder with Express's sendFile: Range requests (206 with
 * Content-Range, Accept-Ranges), conditional requests (ETag, Last-Modified) and HEAD. A file
 * that disappears meanwhile answers 404 through the exception filter.
 */
function sendStoredFile(res, root, relativePath, headers) {
    return new Promise((resolve, reject) => {
        res.sendFile(relativePath, { root, headers, cacheControl: false, dotfiles: 'allow', acceptRanges: true }, (err) => {
            // After the headers went out (e.g. the client hung up) there is nothing left to answer.
            if (err && !res.headersSent)
                reject(new domain_error_1.DomainError('NOT_FOUND', 'tiles.noRaster'));
            else
                resolve();
        });
    });
}
//# sourceMappingURL=send-file.js.map