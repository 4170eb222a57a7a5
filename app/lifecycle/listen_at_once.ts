/** The server process's first act: create the transport server and listen on `PORT` before the application, Effect or
 * the storage is loaded, answering 503 `ErrStarting` until the application is ready. */
import type { AddressInfo } from "node:net"
import { createTransportServer, type TransportServer } from "../../adapters/http/transport/transport_server.ts"
import { earlyPort } from "../listening_port.ts"

/** The transport server and its listening, started at once. */
export interface EarlyServer {
  readonly transport: TransportServer
  /** The port listened on, when `PORT` was valid. */
  readonly port: number | undefined
  /** Resolves with the bound address, rejects with the reason the port could not be listened on. */
  readonly listening: Promise<AddressInfo> | undefined
}

/** Creates the transport server and starts listening on `PORT`. */
export function listenAtOnce(environment: Readonly<Record<string, string | undefined>>): EarlyServer {
  const transport = createTransportServer()
  const port = earlyPort(environment["PORT"])
  const listening = port === undefined ? undefined : transport.listen(port)
  // The program awaits it; until then a failure must not count as unhandled.
  listening?.catch(() => undefined)
  return { transport, port, listening }
}

/** The transport server created but not listening yet (a worker joining workers that serve listens once ready). */
export function notListening(environment: Readonly<Record<string, string | undefined>>): EarlyServer {
  return { transport: createTransportServer(), port: earlyPort(environment["PORT"]), listening: undefined }
}
