/**
 * Writes a finished response (`../edge/mod.ts` `Finished`: the response and the headers the edge
 * adds) to a `node:http` response as the platform's Node server writes the merged response, for
 * the bodies the fast lane produces (bytes or none): status and headers in one `writeHead` — the
 * response's own headers then the edge's, an edge header replacing the response's of the same
 * name —, the body in one `end`, none for 204/205/304 (and no `content-length` for 204/205). Any
 * other kind of body is not expected from the endpoints the lane serves; it is answered with a
 * bare 500 rather than written wrongly.
 */
import type { ServerResponse } from "node:http"
import type { Finished } from "../edge/mod.ts"

/** The header lines of a finished response as Node's flat `[name, value, …]` list, without `content-length` when `withLength` is false. */
function headerLines(finished: Finished, withLength: boolean): Array<string> {
  const own = finished.response.headers
  const added = finished.headers
  const lines: Array<string> = []
  for (const name in own) {
    if (added[name] !== undefined || (!withLength && name === "content-length")) continue
    const value = own[name]
    if (value !== undefined) lines.push(name, value)
  }
  for (const name in added) {
    if (!withLength && name === "content-length") continue
    const value = added[name]
    if (value !== undefined) lines.push(name, value)
  }
  return lines
}

/** Writes `finished` to `response` (nothing when the response is already ended or destroyed). */
export function writeNodeResponse(response: ServerResponse, finished: Finished): void {
  if (response.writableEnded || response.destroyed) return
  const answer = finished.response
  const status = answer.status
  if (status === 204 || status === 205) {
    response.writeHead(status, answer.statusText, headerLines(finished, false))
    response.end()
    return
  }
  const body = answer.body
  if (status === 304 || body._tag === "Empty") {
    response.writeHead(status, answer.statusText, headerLines(finished, true))
    response.end()
    return
  }
  if (body._tag !== "Uint8Array") {
    response.writeHead(500, { "content-length": "0" })
    response.end()
    return
  }
  response.strictContentLength = true
  response.writeHead(status, answer.statusText, headerLines(finished, true))
  // The bytes, not the text: the ETag has encoded the text already (`HttpBody` keeps the bytes), and a
  // string would be encoded again on its way to the socket.
  response.end(body.body)
}
