/** A static server for the browser test: `wallet_page.html` at `/`, 404 elsewhere, on its own port (another origin). */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import { join } from "node:path"
import { freePort } from "./node_process.ts"

/** The page server: its origin and how to close it. */
export interface PageServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string
  readonly close: () => Promise<void>
}

/** Serves `wallet_page.html` on a free port of 127.0.0.1. */
export async function servePage(): Promise<PageServer> {
  const html = readFileSync(join(import.meta.dirname, "wallet_page.html"))
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://page").pathname
    if (request.method === "GET" && path === "/") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
      response.end(html)
    } else {
      response.writeHead(404, { "Content-Type": "text/plain" })
      response.end("not found")
    }
  })
  const port = await freePort()
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve())
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
