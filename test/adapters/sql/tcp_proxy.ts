/** A TCP proxy for fault tests: `stop` cuts every connection and stops listening, `start` listens again on the same
 * port, `blackhole` mode accepts and forwards nothing. */
import { createConnection, createServer, type Server, type Socket } from "node:net"

/** A controllable proxy. */
export interface TcpProxy {
  readonly port: number
  /** Stops listening and cuts every open connection. */
  readonly stop: () => Promise<void>
  /** Listens again on the same port. */
  readonly start: () => Promise<void>
  /** When true, new connections are accepted but nothing is forwarded. */
  blackhole: boolean
}

/** A proxy to `target`, listening on a free port of 127.0.0.1. */
export async function tcpProxy(target: { readonly host: string; readonly port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const proxy: TcpProxy = {
    get port() {
      return port
    },
    blackhole: false,
    start: () =>
      new Promise<void>((resolve, reject) => {
        const created = createServer((client) => {
          sockets.add(client)
          client.on("close", () => sockets.delete(client))
          client.on("error", () => client.destroy())
          if (proxy.blackhole) return
          const upstream = createConnection(target)
          sockets.add(upstream)
          upstream.on("close", () => {
            sockets.delete(upstream)
            client.destroy()
          })
          upstream.on("error", () => client.destroy())
          client.on("close", () => upstream.destroy())
          client.pipe(upstream)
          upstream.pipe(client)
        })
        created.once("error", reject)
        created.listen(port, "127.0.0.1", () => {
          const address = created.address()
          if (address !== null && typeof address === "object") port = address.port
          server = created
          resolve()
        })
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        sockets.clear()
        if (server === undefined) return resolve()
        server.close(() => resolve())
        server = undefined
      })
  }
  await proxy.start()
  return proxy
}
