"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OutboundRequestError = void 0;
/** An outbound request that was refused before connecting, or failed on the way. */
class OutboundRequestError extends Error {
    failure;
    detail;
    constructor(failure, 
    /** A short detail for logs and messages: the host, the status, the limit… */
    detail) {
        super(`${failure}: ${detail}`);
        this.failure = failure;
        this.detail = detail;
        this.name = 'OutboundRequestError';
    }
    /** Failures caused by the address itself (not by the remote server's behaviour). */
    get refused() {
        return this.failure === 'protocol' || this.failure === 'credentials' || this.failure === 'refusedAddress';
    }
}
exports.OutboundRequestError = OutboundRequestError;
//# sourceMappingURL=outbound-error.js.map