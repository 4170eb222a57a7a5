/**
 * The `node:http` server below the application: it answers whatever the application's state (503 `ErrStarting` until
 * `serve`, 503 `ErrShuttingDown` while draining) and, while serving, sheds what it cannot take now (503
 * `ErrOverloaded`, `admission.ts`). No Effect imports: `app/main.ts` listens first thing.
 */
import { createServer, type IncomingMessage, maxHeaderSize, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { cors, type Cors } from "../edge/cors.ts"
import { Admission, type AdmissionSettings, type ShedListener } from "./admission.ts"
import { clientErrorListener } from "./client_error.ts"
import { writeError, writeErrorAndClose } from "./error_reply.ts"
import { type DrainReport, InFlight } from "./in_flight.ts"
import { applyNodeTimeouts, CONNECTIONS_CHECKING_INTERVAL, nodeTimeouts } from "./node_timeouts.ts"

export type { DrainReport } from "./in_flight.ts"
export type { AdmissionSettings } from "./admission.ts"

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
  /** The admission bounds (default off, until configured). */
  readonly admission?: AdmissionSettings | undefined
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
  /** Calls `listener` with each request shed by admission control (the metrics count them). */
  readonly onShed: (listener: ShedListener) => void
  /** Sends every further request to `listener`: the application is ready. */
  readonly serve: (listener: NodeListener) => void
  /** Stops accepting, lets requests finish for up to `millis`, destroys the rest and waits for the close (once; later calls share the report). */
  readonly drain: (millis: number) => Promise<DrainReport>
}

/** Default request deadline (ms), until configured. */
const DEFAULT_REQUEST_TIMEOUT_MILLIS = 30_000

/** How long a drain waits for the server to report it closed, once every connection is destroyed (ms). */
const CLOSE_WAIT_MILLIS = 1_000

const STARTING_MESSAGE = "the node is starting (opening, migrating or seeding its storage); retry in a moment"
const SHUTTING_DOWN_MESSAGE = "the node is shutting down; retry on another node or later"
const MISSING_HOST_MESSAGE = "an HTTP/1.1 request must carry a Host header"

/** Creates the server (not yet listening), in the starting state. */
export function createTransportServer(settings: TransportSettings = {}): TransportServer {
  const inFlight = new InFlight()
  const timeouts = nodeTimeouts(settings.requestTimeoutMillis ?? DEFAULT_REQUEST_TIMEOUT_MILLIS)
  let phase: TransportPhase = "starting"
  let app: NodeListener | undefined = undefined
  let corsPolicy: Cors = cors(settings.corsOrigins ?? [])
  let drained: Promise<DrainReport> | undefined = undefined
  const admission = new Admission()
  if (settings.admission !== undefined) admission.configure(settings.admission)

  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const corsHeaders = () => corsPolicy.headers(request.headers.origin)
    // Node's own Host check (off below) would answer a bare 400; HTTP/1.0 may omit it (RFC 9112 §3.2).
    if (request.httpVersionMajor === 1 && request.httpVersionMinor >= 1 && request.headers.host === undefined) {
      writeErrorAndClose(request, response, "ErrMalformedRequest", MISSING_HOST_MESSAGE, corsHeaders())
    } else if (phase === "serving" && app !== undefined) {
      const refusal = admission.admit(request.method, request.url, response)
      if (refusal !== undefined) {
        writeError(request, response, "ErrOverloaded", refusal.message, { "retry-after": admission.retryAfter, ...corsHeaders() })
        return
      }
      inFlight.track(response)
      app(request, response)
    } else if (phase === "starting") {
      writeError(request, response, "ErrStarting", STARTING_MESSAGE, { "retry-after": "1", ...corsHeaders() })
    } else {
      writeErrorAndClose(request, response, "ErrShuttingDown", SHUTTING_DOWN_MESSAGE, { "retry-after": "1", ...corsHeaders() })
    }
  }

  const options = { requireHostHeader: false, maxHeaderSize, connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL, ...timeouts }
  const server = createServer(options, onRequest)
  server.on("clientError", clientErrorListener(inFlight, () => maxHeaderSize))

  const listen = (port: number, host?: string) =>
    new Promise<AddressInfo>((resolve, reject) => {
      server.once("error", reject)
      server.listen({ port, ...(host === undefined ? {} : { host }) }, () => {
        server.off("error", reject)
        const address = server.address()
        if (address === null || typeof address === "string") reject(new Error("the server is not listening on a TCP port"))
        else resolve(address)
      })
    })

  const closed = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      const timer = setTimeout(resolve, CLOSE_WAIT_MILLIS).unref()
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
      if (next.admission !== undefined) admission.configure(next.admission)
    },
    onShed: (listener) => admission.onShed(listener),
    serve: (listener) => {
      app = listener
      if (phase === "starting") phase = "serving"
    },
    drain
  }
}
