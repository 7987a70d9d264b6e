/** A connection holding a request whose headers are not finished. */
export interface HalfSentRequest {
  /** Sends the end of the headers (with `Connection: close`) if the connection is still open. */
  finish(): void;
  /** The status the server answered with once the connection closed, or 'closed' if none. */
  outcome: Promise<number | 'closed'>;
}

export declare function halfSentRequests(
  url: string,
  localAddress: string,
  count: number,
  batch?: number,
): Promise<HalfSentRequest[]>;
export declare function finishAll(
  requests: HalfSentRequest[],
): Promise<{ healthy: number; closed: number; other: number }>;
