/** The edge's defaults, each written once, for the edge's options, the transport's deadline before it is configured,
 * and the node's configuration. No Effect imports: the transport reads the deadline before Effect loads. */
/** The defaults of the edge's options (`EdgeOptions`, `mod.ts`). */
export const EDGE_DEFAULTS = {
  /** Origins allowed by CORS: any. */
  corsOrigins: ["*"] as ReadonlyArray<string>,
  /** Smallest body compressed when the client accepts it, in bytes. */
  compressionMinBytes: 1024,
  /** Seconds a request may take before the edge answers 503 `ErrRequestTimeout`. */
  requestTimeoutSeconds: 30,
  /** Serve `/metrics` and record request metrics. */
  metrics: true
} as const
