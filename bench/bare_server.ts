/**
 * The bare baselines of `bench/http_speed.ts`: Node's HTTP server answering each GET with
 * `JSON.stringify` of the very object the node answered for that URL (loaded from a fixtures file
 * the benchmark writes: per URL the body and whether the node sent `Vary`), so it sends the same
 * bytes.
 *
 * - `bare`: nothing else — no routing, no validation, no storage, no schema, no headers beyond
 *   `Content-Type` and `Content-Length`;
 * - `BARE_EDGE=1` (`bare-edge`): also what the node's contract and edge put on every 200 GET,
 *   written by hand as directly as Node allows — a strong `ETag` (SHA-256 of the body, as
 *   `adapters/http/edge/caching.ts`), `Cache-Control`, an `X-Request-Id` (a random UUID), the
 *   CORS headers, `Vary: Accept-Encoding` on a body the node would compress — and one JSON request-log line per request gathered
 *   and written to standard output every 20 ms. Still no routing, validation, storage or schema:
 *   the ceiling of any server that honours the edge (issue 11) on this runtime.
 * Run: `node --import tsx bench/bare_server.ts <fixtures.json>` with `PORT` set.
 */
import { hash, randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const [fixturesFile] = process.argv.slice(2)
if (fixturesFile === undefined) throw new Error("usage: bare_server.ts <fixtures.json>")
/** A URL's fixture: the parsed body the node answered and whether it sent `Vary`. */
interface Fixture {
  readonly body: unknown
  readonly vary: boolean
}

/** Whether a parsed value is a fixture. */
function isFixture(value: unknown): value is Fixture {
  return (
    typeof value === "object" && value !== null && "body" in value && typeof Reflect.get(value, "vary") === "boolean"
  )
}

/** The fixture of every URL the benchmark requests. */
const fixtures = new Map<string, Fixture>()
const parsed: unknown = JSON.parse(readFileSync(fixturesFile, "utf8"))
for (const [url, fixture] of Object.entries(typeof parsed === "object" && parsed !== null ? parsed : {})) {
  if (isFixture(fixture)) fixtures.set(url, fixture)
}
/** Whether the edge's headers and request log are written too. */
const withEdge = process.env["BARE_EDGE"] === "1"

/** Request-log lines of the current 20 ms window. */
let lines: Array<string> = []
/** Writes the window's lines in one write. */
function flush(): void {
  const text = lines.join("\n") + "\n"
  lines = []
  process.stdout.write(text)
}

createServer((request, response) => {
  const started = performance.now()
  const fixture = fixtures.get(request.url ?? "")
  if (fixture === undefined) {
    response.writeHead(404).end()
    return
  }
  const body = JSON.stringify(fixture.body)
  if (!withEdge) {
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
    response.end(body)
    return
  }
  const bytes = Buffer.from(body)
  const id = randomUUID()
  response.writeHead(200, [
    "content-type",
    "application/json",
    "content-length",
    String(bytes.byteLength),
    "etag",
    `"${hash("sha256", bytes, "base64url").slice(0, 27)}"`,
    "cache-control",
    "public, no-cache",
    "x-request-id",
    id,
    "access-control-allow-origin",
    "*",
    "access-control-expose-headers",
    "ETag, X-Request-Id, Retry-After, Allow",
    ...(fixture.vary ? ["vary", "Accept-Encoding"] : [])
  ])
  response.end(bytes)
  const durationMs = Math.round((performance.now() - started) * 100) / 100
  if (lines.length === 0) setTimeout(flush, 20)
  lines.push(
    `{"level":30,"time":${Date.now()},"pid":${process.pid},"hostname":"bare","method":"GET","route":"/route","status":200,"durationMs":${durationMs},"bytes":${bytes.byteLength},"requestId":"${id}","client":"127.0.0.1","msg":"request"}`
  )
}).listen(Number(process.env["PORT"]), "127.0.0.1")
process.on("SIGTERM", () => process.exit(0))
