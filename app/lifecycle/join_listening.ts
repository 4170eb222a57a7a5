/** How a worker that joins workers already serving listens: on a private loopback port while it starts, where no client
 * meets its 503 `ErrStarting`, moving to the shared port once ready. */
import type { AddressInfo } from "node:net"
import type { TransportServer } from "../../adapters/http/transport/transport_server.ts"

/** Listens on a private loopback port (any free one, not shared with the other workers). */
export function listenPrivately(transport: TransportServer): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const server = transport.server
    server.once("error", reject)
    server.listen({ port: 0, host: "127.0.0.1", exclusive: true }, () => {
      server.off("error", reject)
      const address = server.address()
      if (address === null || typeof address === "string")
        reject(new Error("the server is not listening on a TCP port"))
      else resolve(address)
    })
  })
}

/** Leaves the private port and listens on the shared `port`, unless the transport is no longer serving. */
export async function listenShared(transport: TransportServer, port: number): Promise<void> {
  await new Promise<void>((resolve) => transport.server.close(() => resolve()))
  if (transport.phase() === "serving") await transport.listen(port)
}
