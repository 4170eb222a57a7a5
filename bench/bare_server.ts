/**
 * The bare baseline of `bench/http_speed.ts`: Node's HTTP server answering each GET with
 * `JSON.stringify` of the very object the node answered for that URL (loaded from a fixtures file
 * the benchmark writes), so it sends the same bytes with nothing else: no routing, no validation,
 * no storage, no schema, no headers beyond `Content-Type` and `Content-Length`.
 * Run: `node --import tsx bench/bare_server.ts <fixtures.json>` with `PORT` set.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const [fixturesFile] = process.argv.slice(2)
if (fixturesFile === undefined) throw new Error("usage: bare_server.ts <fixtures.json>")
/** The parsed body of every URL the benchmark requests. */
const fixtures = new Map<string, unknown>(Object.entries(JSON.parse(readFileSync(fixturesFile, "utf8")) as Record<string, unknown>))

createServer((request, response) => {
  const object = fixtures.get(request.url ?? "")
  if (object === undefined) {
    response.writeHead(404).end()
    return
  }
  const body = JSON.stringify(object)
  response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
  response.end(body)
}).listen(Number(process.env["PORT"]), "127.0.0.1")
process.on("SIGTERM", () => process.exit(0))
