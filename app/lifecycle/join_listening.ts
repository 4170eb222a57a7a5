/**
 * How a worker that joins workers already serving (`cluster_worker.ts`, `when-ready`) listens:
 * not on the shared port while it starts — there its share of the port's connections would get
 * 503 `ErrStarting` while the others could answer them — but on a private loopback port of its
 * own (Effect's server is built over a listening transport), moving to the shared port once the
 * application is ready. A drain that began meanwhile keeps it off the shared port.
 */
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
