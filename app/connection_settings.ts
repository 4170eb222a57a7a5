/** The bounds on each connection as the configuration sets them: a stall bound for every phase (headers, each read of a
 * body, each write of an answer, an idle keep-alive), the connections open in all and per client, and the bytes queued
 * for slow readers per connection and in all (`adapters/http/transport`). */
import { DEFAULT_SEND_BOUNDS, DEFAULT_STALL_BOUNDS } from "../adapters/http/transport/stall_bounds.ts"
import {
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
  type TransportSettings
} from "../adapters/http/transport/transport_server.ts"

/** The connection bounds (`HEADERS_TIMEOUT_MS`, `BODY_READ_TIMEOUT_MS`, `SEND_TIMEOUT_MS`, `KEEP_ALIVE_TIMEOUT_MS`,
 * `MAX_CONNECTIONS`, `MAX_CONNECTIONS_PER_CLIENT`, `SEND_BUFFER_BYTES`, `SEND_BUFFER_BYTES_PER_CONNECTION`). */
export interface ConnectionSettings {
  readonly headersTimeoutMillis: number
  readonly bodyReadTimeoutMillis: number
  readonly sendTimeoutMillis: number
  readonly keepAliveTimeoutMillis: number
  readonly maxConnections: number
  readonly maxConnectionsPerClient: number
  readonly sendBufferBytes: number
  readonly sendBufferBytesPerConnection: number
}

/** The defaults: nginx's hardened timeouts (10 s per stall, 5 s idle), 8,192 connections, 128 per client, 32 MiB queued
 * per connection and 256 MiB in all. */
export const DEFAULT_CONNECTION_SETTINGS: ConnectionSettings = {
  ...DEFAULT_STALL_BOUNDS,
  sendTimeoutMillis: DEFAULT_SEND_BOUNDS.sendTimeoutMillis,
  maxConnections: DEFAULT_MAX_CONNECTIONS,
  maxConnectionsPerClient: DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
  sendBufferBytes: DEFAULT_SEND_BOUNDS.maxBytes,
  sendBufferBytesPerConnection: DEFAULT_SEND_BOUNDS.maxBytesPerConnection
}

/** The transport's settings for `settings`. */
export function transportBoundsOf(settings: ConnectionSettings): TransportSettings {
  return {
    headersTimeoutMillis: settings.headersTimeoutMillis,
    bodyReadTimeoutMillis: settings.bodyReadTimeoutMillis,
    keepAliveTimeoutMillis: settings.keepAliveTimeoutMillis,
    maxConnections: settings.maxConnections,
    maxConnectionsPerClient: settings.maxConnectionsPerClient,
    send: {
      sendTimeoutMillis: settings.sendTimeoutMillis,
      maxBytes: settings.sendBufferBytes,
      maxBytesPerConnection: settings.sendBufferBytesPerConnection
    }
  }
}
