/**
 * The node's `node:http` server below the Effect application: it listens before the application
 * exists and answers every request, whatever the application's state.
 *
 * - **starting** (from `listen` until `serve`): every request gets 503 `ErrStarting` with
 *   `Retry-After: 1` — the storage is being opened, migrated and seeded;
 * - **serving**: requests go to the application's listener and are tracked (`in_flight.ts`);
 * - **stopping** (from `drain`): the server accepts no connection and closes idle keep-alive
 *   ones; a request arriving on a connection still open gets 503 `ErrShuttingDown` with
 *   `Connection: close`; requests in flight may finish until the drain deadline, then every
 *   connection left is destroyed (the application interrupts their requests).
 *
 * In every state an HTTP/1.1 request without `Host` gets 400 `ErrMalformedRequest`
 * (`host_header.ts`), what Node's parser rejects gets the error shape (`client_error.ts`) and
 * Node's timeouts follow the request deadline (`node_timeouts.ts`). Nothing here imports Effect:
 * `app/main.ts` creates and listens on this server in the first milliseconds of the process.
 */
import {
  createServer,
  type IncomingMessage,
  maxHeaderSize as defaultMaxHeaderSize,
  type Server,
  type ServerResponse
} from "node:http"
import type { AddressInfo } from "node:net"
import { clientErrorListener } from "./client_error.ts"
import { cors, type Cors } from "../edge/cors.ts"
import { type TransportErrorType, writeError } from "./error_reply.ts"
import { lacksHost, MISSING_HOST_MESSAGE } from "./host_header.ts"
import { type DrainReport, InFlight } from "./in_flight.ts"
import { applyNodeTimeouts, CONNECTIONS_CHECKING_INTERVAL, nodeTimeouts } from "./node_timeouts.ts"

export type { DrainReport } from "./in_flight.ts"

/** A `node:http` request listener (the application's, `serving.ts` `nodeListenerOf`). */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void

/** Where the server is in its life. */
export type TransportPhase = "starting" | "serving" | "stopping" | "stopped"

/** What the configuration sets on the transport (each absent field keeps its value). */
export interface TransportSettings {
  /** The request deadline (ms), which Node's header and request timeouts follow (default 30 s). */
  readonly requestTimeoutMillis?: number | undefined
  /** Origins whose pages may read the transport's own answers (default none, until configured). */
  readonly corsOrigins?: ReadonlyArray<string> | undefined
}

/** The server, its state and its controls. */
export interface TransportServer {
  /** The Node server (to read its address, or for tests). */
  readonly server: Server
  /** Where the server is in its life. */
  readonly phase: () => TransportPhase
  /** Requests the application is answering. */
  readonly inFlight: () => number
  /** Starts listening on `port` (0: any free port) and `host` (default: every address); resolves with the bound address. */
  readonly listen: (port: number, host?: string) => Promise<AddressInfo>
  /** Applies the configuration. */
  readonly configure: (settings: TransportSettings) => void
  /** Sends every further request to `listener`: the application is ready. */
  readonly serve: (listener: NodeListener) => void
  /**
   * Stops accepting, lets the requests in flight finish for up to `millis`, destroys the
   * connections left and waits for the server to close (once: later calls get the same report).
   */
  readonly drain: (millis: number) => Promise<DrainReport>
}

/** Default request deadline (ms), until configured. */
export const DEFAULT_REQUEST_TIMEOUT_MILLIS = 30_000

/** How long an answer that closes its connection waits for the rest of the request's body (ms). */
const BODY_WAIT_MILLIS = 1_000

/** How long a drain waits for the server to report it closed, once every connection is destroyed (ms). */
const CLOSE_WAIT_MILLIS = 1_000

/** The message of the 503 while starting. */
const STARTING_MESSAGE = "the node is starting (opening, migrating or seeding its storage); retry in a moment"

/** The message of the 503 while shutting down. */
const SHUTTING_DOWN_MESSAGE = "the node is shutting down; retry on another node or later"

/**
 * Answers with `Connection: close` once the request's body has arrived (or after a short wait),
 * so that closing the connection does not reset a client still sending it.
 */
function answerAndClose(
  request: IncomingMessage,
  response: ServerResponse,
  type: TransportErrorType,
  message: string,
  headers: Readonly<Record<string, string>>
): void {
  if (request.complete) {
    writeError(request, response, type, message, headers, true)
    return
  }
  let answered = false
  const answer = () => {
    if (answered) return
    answered = true
    clearTimeout(timer)
    if (!response.writableEnded && !response.destroyed) writeError(request, response, type, message, headers, true)
  }
  const timer = setTimeout(answer, BODY_WAIT_MILLIS)
  request.once("end", answer)
  request.once("error", answer)
  request.resume()
}

/** Creates the server (not yet listening), in the starting state. */
export function createTransportServer(settings: TransportSettings = {}): TransportServer {
  const inFlight = new InFlight()
  const maxHeaderSize = defaultMaxHeaderSize
  const timeouts = nodeTimeouts(settings.requestTimeoutMillis ?? DEFAULT_REQUEST_TIMEOUT_MILLIS)
  let phase: TransportPhase = "starting"
  let app: NodeListener | undefined = undefined
  let corsPolicy: Cors = cors(settings.corsOrigins ?? [])
  let drained: Promise<DrainReport> | undefined = undefined

  const corsOf = (request: IncomingMessage) => corsPolicy.headers(request.headers.origin)

  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    if (lacksHost(request)) {
      answerAndClose(request, response, "ErrMalformedRequest", MISSING_HOST_MESSAGE, corsOf(request))
    } else if (phase === "serving" && app !== undefined) {
      inFlight.track(response)
      app(request, response)
    } else if (phase === "starting") {
      writeError(request, response, "ErrStarting", STARTING_MESSAGE, { "retry-after": "1", ...corsOf(request) })
    } else {
      answerAndClose(request, response, "ErrShuttingDown", SHUTTING_DOWN_MESSAGE, { "retry-after": "1", ...corsOf(request) })
    }
  }

  const server = createServer({
    requireHostHeader: false,
    maxHeaderSize,
    connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL,
    headersTimeout: timeouts.headersTimeout,
    requestTimeout: timeouts.requestTimeout
  }, onRequest)
  server.on("clientError", clientErrorListener(inFlight, () => maxHeaderSize))

  const listen = (port: number, host?: string) =>
    new Promise<AddressInfo>((resolve, reject) => {
      const onError = (error: Error) => reject(error)
      server.once("error", onError)
      server.listen({ port, ...(host === undefined ? {} : { host }) }, () => {
        server.off("error", onError)
        const address = server.address()
        if (address === null || typeof address === "string") reject(new Error("the server is not listening on a TCP port"))
        else resolve(address)
      })
    })

  const closed = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      const timer = setTimeout(resolve, CLOSE_WAIT_MILLIS)
      timer.unref()
      server.close(() => {
        clearTimeout(timer)
        resolve()
      })
    })

  const drain = (millis: number): Promise<DrainReport> => {
    if (drained !== undefined) return drained
    phase = "stopping"
    const serverClosed = closed()
    server.closeIdleConnections()
    drained = inFlight.drain(server, millis).then(async (report) => {
      server.closeAllConnections()
      await serverClosed
      phase = "stopped"
      return report
    })
    return drained
  }

  return {
    server,
    phase: () => phase,
    inFlight: () => inFlight.size,
    listen,
    configure: (next) => {
      if (next.requestTimeoutMillis !== undefined) applyNodeTimeouts(server, next.requestTimeoutMillis)
      if (next.corsOrigins !== undefined) corsPolicy = cors(next.corsOrigins)
    },
    serve: (listener) => {
      app = listener
      if (phase === "starting") phase = "serving"
    },
    drain
  }
}
