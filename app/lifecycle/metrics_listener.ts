/** `/metrics` on a port of its own (`METRICS_PORT`): a plain `node:http` server answering `GET` and `HEAD /metrics`
 * with the text it is given, anything else with the error shape. No Effect here: the supervisor serves it too. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { ErrorType } from "../../core/error_catalogue.ts"
import { errorBody, messageOfStatus, statusOfType } from "../../adapters/http/errors/error_body.ts"

/** The one path the metrics' own port answers. */
export const METRICS_PATH = "/metrics"

/** The headers of every answer of the metrics' port. */
const COMMON_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" } as const

/** Writes `body` with `status` and `headers` (a HEAD's body is dropped by Node). */
function write(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Readonly<Record<string, string>> = {}
): void {
  response.writeHead(status, {
    ...COMMON_HEADERS,
    ...headers,
    "content-type": contentType,
    "content-length": String(Buffer.byteLength(body))
  })
  response.end(body)
}

/** Writes the error shape of `type`. */
function writeError(
  response: ServerResponse,
  type: ErrorType,
  message: string,
  headers?: Readonly<Record<string, string>>
): void {
  write(response, statusOfType(type), "application/json", errorBody(type, message), headers)
}

/** The answer to one request: the metrics `render` gives (`contentType` their media type), or an error. */
function answer(
  request: IncomingMessage,
  response: ServerResponse,
  render: () => Promise<string>,
  contentType: string
): void {
  const path = (request.url ?? "").split("?", 1)[0]
  if (path !== METRICS_PATH) {
    writeError(response, "ErrRouteNotFound", messageOfStatus(404))
  } else if (request.method !== "GET" && request.method !== "HEAD") {
    writeError(response, "ErrMethodNotAllowed", messageOfStatus(405), { allow: "GET, HEAD" })
  } else {
    render().then(
      (text) => write(response, 200, contentType, text),
      () => writeError(response, "ErrInternal", "the metrics could not be gathered; retry later")
    )
  }
}

/** A server answering `GET /metrics` with what `render` gives, sent as `contentType`; it listens once `listenOn` is called. */
export function metricsServer(render: () => Promise<string>, contentType: string): Server {
  return createServer((request, response) => answer(request, response, render, contentType))
}

/** `server` listening on `port` on every interface, as the API does; rejects when it cannot (the port is taken). */
export function listenOn(server: Server, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error)
    server.once("error", failed)
    server.listen(port, () => {
      server.off("error", failed)
      resolve(server.address() as AddressInfo)
    })
  })
}

/** Stops `server`: no new connection, its idle ones closed, the others once their answer is sent. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeIdleConnections()
  })
}
