/** The `node:http` server below the application: 503 while starting or draining, a request the application cannot
 * route (no Host, two Host headers, asterisk-form) answered 400, every phase of a connection under a stall bound
 * (headers, each read of a body, each write of an answer, an idle keep-alive) and each client's connections under its
 * share. No Effect imports: `app/main.ts` listens first thing. */
import { once } from "node:events"
import { createServer, type IncomingMessage, maxHeaderSize, type Server, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { cors, type Cors } from "../edge/cors.ts"
import { EDGE_DEFAULTS } from "../edge/edge_defaults.ts"
import type { OwnAnswer } from "../edge/own_answers.ts"
import { ConnectionShare, DEFAULT_MAX_CONNECTIONS_PER_CLIENT } from "./connection_share.ts"
import { clientErrorListener, type OwnAnswerListener, writeError, writeErrorAndClose } from "./error_reply.ts"
import { bodyUnread } from "./node_writer.ts"
import { SendWatch } from "./send_watch.ts"
import {
  CONNECTIONS_CHECKING_INTERVAL,
  DEFAULT_SEND_BOUNDS,
  DEFAULT_STALL_BOUNDS,
  nodeTimeouts,
  REFUSED_WAIT_MILLIS,
  type SendBounds
} from "./stall_bounds.ts"

export type { OwnAnswerListener } from "./error_reply.ts"

/** A `node:http` request listener (the application's, `serving.ts` `nodeListenerOf`). */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void

/** Where the server is in its life. */
export type TransportPhase = "starting" | "serving" | "stopping" | "stopped"

/** What the configuration sets on the transport (each absent field keeps its value). */
export interface TransportSettings {
  /** The request deadline (ms), which Node's header and request timeouts follow (default the edge's, `EDGE_DEFAULTS`). */
  readonly requestTimeoutMillis?: number | undefined
  /** Origins whose pages may read the transport's own answers (default none, until configured). */
  readonly corsOrigins?: ReadonlyArray<string> | undefined
  /** How long a request's headers may take to arrive, from its connection or the previous answer (ms; at most the deadline). */
  readonly headersTimeoutMillis?: number | undefined
  /** How long a request's body may go without a byte arriving (ms). */
  readonly bodyReadTimeoutMillis?: number | undefined
  /** How long a kept-alive connection may stay idle between requests (ms). */
  readonly keepAliveTimeoutMillis?: number | undefined
  /** The bounds on answers waiting on their clients: progress, bytes per connection, bytes in all. */
  readonly send?: SendBounds | undefined
  /** The most connections open at once (past it, a new connection is closed at once). */
  readonly maxConnections?: number | undefined
  /** The most connections one client (address, IPv6 by /64) holds open; past it, a new one is answered 429 and closed. */
  readonly maxConnectionsPerClient?: number | undefined
  /** Whether a peer address is a proxy whose connections carry many clients (not counted per client; default none). */
  readonly trustedProxy?: ((address: string) => boolean) | undefined
}

/** Default most connections open at once. */
export const DEFAULT_MAX_CONNECTIONS = 8192

export { DEFAULT_MAX_CONNECTIONS_PER_CLIENT }

/** How a drain ended: requests in flight when it began, how many finished, how many were still running at the deadline. */
export interface DrainReport {
  readonly inFlight: number
  readonly drained: number
  readonly cut: number
  readonly millis: number
}

/** Default request deadline (ms), until configured: the edge's. */
const DEFAULT_REQUEST_TIMEOUT_MILLIS = EDGE_DEFAULTS.requestTimeoutSeconds * 1000

/** How long the requests in flight get to finish at shutdown by default (seconds; `serving.ts`, `app/config.ts`). */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10

/** How long a drain waits for the server to report it closed, once every connection is destroyed (ms). */
const CLOSE_WAIT_MILLIS = 1_000

/** How many of its own answers the transport keeps for a listener not yet set (the first moments of a start); later ones are only counted. */
const KEPT_ANSWERS = 256

const STARTING_MESSAGE = "the node is starting (opening, migrating or seeding its storage); retry in a moment"
const SHUTTING_DOWN_MESSAGE = "the node is shutting down; retry on another node or later"
const MISSING_HOST_MESSAGE = "an HTTP/1.1 request must carry a Host header"
const DUPLICATE_HOST_MESSAGE = "a request must carry exactly one Host header (RFC 9112 §3.2)"
const CONNECTION_SHARE_MESSAGE =
  "this client holds as many connections open as the node gives one client; reuse them (keep-alive) or retry after a moment"
const ASTERISK_FORM_MESSAGE =
  'the request target "*" (asterisk-form) is only for OPTIONS; every other method needs a path'

/** Whether a request's target is in asterisk-form (`*`, RFC 9112 §3.2.4), which only OPTIONS may use. */
function isAsteriskForm(url: string | undefined): boolean {
  return url?.startsWith("*") === true
}

/** Whether a request carries more than one Host header (Node keeps the first and drops the rest). */
function hasDuplicateHost(rawHeaders: ReadonlyArray<string>): boolean {
  let seen = false
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!
    if (name.length === 4 && name.toLowerCase() === "host") {
      if (seen) return true
      seen = true
    }
  }
  return false
}

/** The most connections the kernel completes and queues before the server accepts them (it caps the queue at its own
 * `net.core.somaxconn` too). */
const MAX_LISTEN_BACKLOG = 65_535

/** The queue of connections completed before they are accepted for a server holding `maxConnections` at most: as deep
 * as that (HAProxy's rule). Node's default (511) overflows when hundreds of clients reconnect at once: the kernel drops
 * their handshakes, and a connection is accepted seconds after its client sent its request, its bounds counted late. */
export function listenBacklog(maxConnections: number): number {
  return Number.isFinite(maxConnections)
    ? Math.min(MAX_LISTEN_BACKLOG, Math.max(511, maxConnections))
    : MAX_LISTEN_BACKLOG
}

/** The server, its state and its controls. */
export class TransportServer {
  /** The Node server (to read its address, or for tests). */
  readonly server: Server
  #phase: TransportPhase = "starting"
  #app: NodeListener | undefined = undefined
  #cors: Cors = cors([])
  #deadlineMillis = DEFAULT_REQUEST_TIMEOUT_MILLIS
  #headersMillis: number = DEFAULT_STALL_BOUNDS.headersTimeoutMillis
  #bodyReadMillis: number = DEFAULT_STALL_BOUNDS.bodyReadTimeoutMillis
  /** The answers waiting on their clients (`nodeListenerOf` writes through it). */
  readonly sendWatch = new SendWatch()
  /** The connections each client holds open. */
  readonly connections = new ConnectionShare()
  /** The requests being answered, from arrival until their response closes, so a shutdown can let them finish. */
  readonly #open = new Set<ServerResponse>()
  #onSettled: (() => void) | undefined = undefined
  #drained: Promise<DrainReport> | undefined = undefined
  #answerListener: OwnAnswerListener | undefined = undefined
  /** Own answers given before a listener was set, for the first one set. */
  #unheard: Array<OwnAnswer> = []
  /** Own answers given since the server was created, by error type. */
  readonly #answerCounts = new Map<string, number>()
  readonly #answered: OwnAnswerListener = (answer) => {
    this.#answerCounts.set(answer.type, (this.#answerCounts.get(answer.type) ?? 0) + 1)
    if (this.#answerListener !== undefined) this.#answerListener(answer)
    else if (this.#unheard.length < KEPT_ANSWERS) this.#unheard.push(answer)
  }

  /** Creates the server (not yet listening), in the starting state. */
  constructor(settings: TransportSettings = {}) {
    const options = {
      requireHostHeader: false,
      maxHeaderSize,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL
    }
    this.server = createServer(options, this.#onRequest)
    this.server.on("connection", this.#onConnection)
    this.server.on(
      "clientError",
      clientErrorListener((socket) => this.#startedOn(socket), maxHeaderSize, this.#answered)
    )
    this.configure({
      ...DEFAULT_STALL_BOUNDS,
      send: DEFAULT_SEND_BOUNDS,
      maxConnections: DEFAULT_MAX_CONNECTIONS,
      maxConnectionsPerClient: DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
      ...settings,
      requestTimeoutMillis: settings.requestTimeoutMillis ?? DEFAULT_REQUEST_TIMEOUT_MILLIS
    })
  }

  readonly #onConnection = (socket: Socket): void => {
    this.connections.opened(socket)
    if (!this.connections.refused(socket)) return
    // Answered 429 when its request comes (`#onRequest`); closed unanswered if it does not come soon.
    const timer = setTimeout(() => socket.destroy(), Math.min(REFUSED_WAIT_MILLIS, this.#headersMillis))
    timer.unref()
    socket.once("close", () => clearTimeout(timer))
  }

  /** Bounds the wait between two reads of `request`'s body (the socket's timeout, refreshed by every byte read). */
  #boundBodyReads(request: IncomingMessage): void {
    if (!bodyUnread(request)) return
    const socket = request.socket
    socket.setTimeout(this.#bodyReadMillis)
    request.once("end", () => socket.setTimeout(0))
  }

  readonly #onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const startedAt = performance.now()
    if (this.connections.refused(request.socket)) {
      // Answered at once, whatever of its body is still to come: the connection closes within the refused wait anyway.
      const headers = { "retry-after": "1", ...this.#corsHeaders(request) }
      writeError(
        request,
        response,
        "ErrTooManyRequests",
        CONNECTION_SHARE_MESSAGE,
        headers,
        this.#answered,
        startedAt,
        true
      )
      return
    }
    this.#boundBodyReads(request)
    // Node's own Host check (off above) would answer a bare 400; HTTP/1.0 may omit it (RFC 9112 §3.2).
    if (request.httpVersionMajor === 1 && request.httpVersionMinor >= 1 && request.headers.host === undefined) {
      writeErrorAndClose(
        request,
        response,
        "ErrMalformedRequest",
        MISSING_HOST_MESSAGE,
        this.#corsHeaders(request),
        this.#answered,
        startedAt
      )
    } else if (hasDuplicateHost(request.rawHeaders)) {
      const headers = this.#corsHeaders(request)
      writeErrorAndClose(
        request,
        response,
        "ErrMalformedRequest",
        DUPLICATE_HOST_MESSAGE,
        headers,
        this.#answered,
        startedAt
      )
    } else if (isAsteriskForm(request.url) && request.method !== "OPTIONS") {
      // The router would take "*" for the root (a 302 to the docs page); asterisk-form names the server, not a resource.
      const headers = this.#corsHeaders(request)
      writeError(request, response, "ErrMalformedRequest", ASTERISK_FORM_MESSAGE, headers, this.#answered, startedAt)
    } else if (this.#phase === "serving" && this.#app !== undefined) {
      this.#track(response)
      this.#app(request, response)
    } else if (this.#phase === "starting") {
      const headers = { "retry-after": "1", ...this.#corsHeaders(request) }
      writeError(request, response, "ErrStarting", STARTING_MESSAGE, headers, this.#answered, startedAt)
    } else {
      const headers = { "retry-after": "1", ...this.#corsHeaders(request) }
      writeErrorAndClose(
        request,
        response,
        "ErrShuttingDown",
        SHUTTING_DOWN_MESSAGE,
        headers,
        this.#answered,
        startedAt
      )
    }
  }

  #corsHeaders(request: IncomingMessage): Readonly<Record<string, string>> {
    return this.#cors.headers(request.headers.origin)
  }

  #track(response: ServerResponse): void {
    this.#open.add(response)
    response.once("close", () => {
      this.#open.delete(response)
      this.#onSettled?.()
    })
  }

  /** The response in flight on `socket`, if any. */
  #startedOn(socket: unknown): ServerResponse | undefined {
    for (const response of this.#open) if (response.req.socket === socket) return response
    return undefined
  }

  /** Where the server is in its life. */
  phase(): TransportPhase {
    return this.#phase
  }

  /** Requests the application is answering. */
  inFlight(): number {
    return this.#open.size
  }

  /** Starts listening on `port` (0: any free port) and `host` (default: every address); resolves with the bound address. */
  async listen(port: number, host?: string): Promise<AddressInfo> {
    this.server.listen({
      port,
      backlog: listenBacklog(this.server.maxConnections),
      ...(host === undefined ? {} : { host })
    })
    await once(this.server, "listening")
    const address = this.server.address()
    if (address === null || typeof address === "string") throw new Error("the server is not listening on a TCP port")
    return address
  }

  /** Applies the configuration. */
  configure(settings: TransportSettings): void {
    if (settings.requestTimeoutMillis !== undefined) this.#deadlineMillis = settings.requestTimeoutMillis
    if (settings.headersTimeoutMillis !== undefined) this.#headersMillis = settings.headersTimeoutMillis
    Object.assign(this.server, nodeTimeouts(this.#deadlineMillis, this.#headersMillis))
    if (settings.bodyReadTimeoutMillis !== undefined) this.#bodyReadMillis = settings.bodyReadTimeoutMillis
    if (settings.keepAliveTimeoutMillis !== undefined) this.server.keepAliveTimeout = settings.keepAliveTimeoutMillis
    if (settings.send !== undefined) this.sendWatch.configure(settings.send)
    if (settings.maxConnections !== undefined) this.server.maxConnections = settings.maxConnections
    if (settings.maxConnectionsPerClient !== undefined || settings.trustedProxy !== undefined)
      this.connections.configure(
        settings.maxConnectionsPerClient ?? DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
        settings.trustedProxy ?? (() => false)
      )
    if (settings.corsOrigins !== undefined) this.#cors = cors(settings.corsOrigins)
  }

  /** Calls `listener` with each answer the transport gives itself from now on (replacing the last listener); the first listener also hears those given before. */
  onAnswer(listener: OwnAnswerListener): void {
    this.#answerListener = listener
    const unheard = this.#unheard
    this.#unheard = []
    for (const answer of unheard) listener(answer)
  }

  /** The answers the transport gave itself since it was created, by error type. */
  answerCounts(): ReadonlyMap<string, number> {
    return this.#answerCounts
  }

  /** Sends every further request to `listener`: the application is ready. */
  serve(listener: NodeListener): void {
    this.#app = listener
    if (this.#phase === "starting") this.#phase = "serving"
  }

  /** Stops accepting, lets requests finish for up to `millis`, destroys the rest and waits for the close (once; later calls share the report). */
  drain(millis: number): Promise<DrainReport> {
    if (this.#drained !== undefined) return this.#drained
    this.#phase = "stopping"
    const server = this.server
    const closed = new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      const timer = setTimeout(resolve, CLOSE_WAIT_MILLIS).unref()
      server.close(() => {
        clearTimeout(timer)
        resolve()
      })
    })
    server.closeIdleConnections()
    this.#drained = this.#settled(millis).then(async (report) => {
      server.closeAllConnections()
      await closed
      this.#phase = "stopped"
      return report
    })
    return this.#drained
  }

  /** Waits up to `millis` for the requests in flight (unstarted answers close their connection, idle ones close at once). */
  #settled(millis: number): Promise<DrainReport> {
    const started = performance.now()
    const inFlight = this.#open.size
    for (const response of this.#open) if (!response.headersSent) response.shouldKeepAlive = false
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.#onSettled = undefined
        const cut = this.#open.size
        resolve({ inFlight, drained: inFlight - cut, cut, millis: Math.round(performance.now() - started) })
      }
      const timer = setTimeout(done, millis)
      this.#onSettled = () => {
        setImmediate(() => this.server.closeIdleConnections())
        if (this.#open.size === 0) done()
      }
      if (this.#open.size === 0) done()
    })
  }
}

/** Creates the server (not yet listening), in the starting state. */
export function createTransportServer(settings: TransportSettings = {}): TransportServer {
  return new TransportServer(settings)
}
