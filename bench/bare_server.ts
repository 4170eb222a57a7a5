/** The bare baselines of `bench/http_speed.ts`: Node's HTTP server sending the bytes the node answered for each URL, no
 * routing, validation, storage or schema; `BARE_EDGE=1` also writes the node's edge headers and request log by hand. */
import { hash, randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

// Run: `node --import tsx bench/bare_server.ts <fixtures.json>` with `PORT` set (the fixtures `bench/http_speed.ts`
// writes: per URL the body the node answered and whether it sent `Vary`).
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
