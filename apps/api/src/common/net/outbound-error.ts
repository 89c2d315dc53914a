/** Why an outbound request was refused or failed. */
export type OutboundFailure =
  | 'protocol'
  | 'credentials'
  | 'refusedAddress'
  | 'dns'
  | 'redirects'
  | 'timeout'
  | 'tooLarge'
  | 'status'
  | 'network';

/** An outbound request that was refused before connecting, or failed on the way. */
export class OutboundRequestError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    /** A short detail for logs and messages: the host, the status, the limit… */
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'OutboundRequestError';
  }

  /** Failures caused by the address itself (not by the remote server's behaviour). */
  get refused(): boolean {
    return this.failure === 'protocol' || this.failure === 'credentials' || this.failure === 'refusedAddress';
  }
}
