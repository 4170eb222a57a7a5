/** A free TCP port on loopback, for the benchmarks that start server processes. */
import { once } from "node:events"
import { createServer } from "node:net"

/** A port the system just gave out and released (free unless someone takes it meanwhile). */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  const address = server.address()
  server.close()
  if (address === null || typeof address === "string") throw new Error("no port")
  return address.port
}
