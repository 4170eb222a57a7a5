/** A test server of this folder listening on a free loopback port: its URL, and how to close it with its connections. */
import type { Server } from "node:http"

/** `server` listening on 127.0.0.1 at a free port. */
export async function listenOnLoopback(
  server: Server
): Promise<{ readonly url: string; readonly close: () => Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const address = server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
