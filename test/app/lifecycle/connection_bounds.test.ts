/** The transport's bounds on each connection, in process with small bounds: a stalled send, a stalled body, stalled
 * headers and an idle keep-alive each close their connection within their bound; a client past its share of connections
 * is answered 429 while another client connects; two Host headers are a 400; the send watch closes the connection over
 * its bound and, over the total, the slowest first. */
import { once } from "node:events"
import type { IncomingMessage, ServerResponse } from "node:http"
import { connect, type Socket } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { writeNodeResponse } from "../../../adapters/http/transport/node_writer.ts"
import { type PendingSend, SendWatch } from "../../../adapters/http/transport/send_watch.ts"
import {
  createTransportServer,
  type TransportServer,
  type TransportSettings
} from "../../../adapters/http/transport/transport_server.ts"
import { errorShape, get, rawExchange } from "./server_process.ts"

const servers: Array<TransportServer> = []

afterEach(async () => {
  await Promise.all(servers.map((server) => server.drain(0)))
  servers.length = 0
})

/** The bounds of these tests (ms): small, so each case takes about a second. */
const BOUND = 400
/** How late past its bound a connection may close: the send watch sweeps every quarter bound, Node checks headers each second. */
const SLACK = 1_300

/** A transport serving `listener` with `settings`, listening on a free loopback port. */
async function serving(
  listener: (request: IncomingMessage, response: ServerResponse, transport: TransportServer) => void,
  settings: TransportSettings = {}
): Promise<{ readonly transport: TransportServer; readonly port: number }> {
  const transport = createTransportServer(settings)
  servers.push(transport)
  transport.serve((request, response) => listener(request, response, transport))
  const address = await transport.listen(0, "127.0.0.1")
  return { transport, port: address.port }
}

/** A listener answering `body` (bytes) through the one writer, watched by the transport's send watch. */
function answering(body: Uint8Array) {
  return (request: IncomingMessage, response: ServerResponse, transport: TransportServer) => {
    request.resume()
    request.once("end", () =>
      writeNodeResponse(
        request,
        response,
        { status: 200, headers: { "content-type": "application/octet-stream" }, body: { _tag: "Uint8Array", body } },
        transport.sendWatch
      )
    )
  }
}

/** A socket connected to `port` from `localAddress`, with `data` written, reading (and dropping) what comes back. */
async function opened(port: number, data: string, localAddress = "127.0.0.1"): Promise<Socket> {
  const socket = connect({ port, host: "127.0.0.1", localAddress })
  socket.on("error", () => {})
  await once(socket, "connect")
  if (data !== "") socket.write(data)
  socket.resume()
  return socket
}

/** Milliseconds until `done` holds (rejects past `limit`). */
async function heldWithin(done: () => boolean, limit: number): Promise<number> {
  const started = performance.now()
  while (!done()) {
    if (performance.now() - started > limit) throw new Error(`still not so after ${limit} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return performance.now() - started
}

/** Milliseconds until `socket` closes (rejects past `limit`). */
async function closedWithin(socket: Socket, limit: number): Promise<number> {
  const started = performance.now()
  if (socket.destroyed) return 0
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the socket was still open after ${limit} ms`)), limit)
    socket.once("close", () => {
      clearTimeout(timer)
      resolve()
    })
  })
  return performance.now() - started
}

describe("each phase of a connection has a stall bound", () => {
  it("closes a connection whose answer makes no progress for SEND_TIMEOUT, while a reading client is served", async () => {
    const body = new Uint8Array(48 * 1024 * 1024)
    const { transport, port } = await serving(answering(body), {
      send: { sendTimeoutMillis: BOUND, maxBytesPerConnection: 1024 * 1024 * 1024, maxBytes: 4 * 1024 * 1024 * 1024 }
    })
    const reader = await opened(port, "GET /big HTTP/1.1\r\nhost: x\r\n\r\n")
    reader.pause()
    await heldWithin(() => transport.sendWatch.size() === 1, 1_000)
    // A client that never reads sees nothing; the node closes its side.
    const millis = await heldWithin(() => transport.sendWatch.cuts.stalled === 1, BOUND + SLACK)
    expect(millis).toBeLessThan(BOUND + SLACK)
    expect(transport.sendWatch.size()).toBe(0)
    let taken = 0
    reader.on("data", (chunk: Buffer) => {
      taken += chunk.length
    })
    reader.resume()
    await closedWithin(reader, 5_000)
    expect(taken).toBeLessThan(body.byteLength)
    // A client that reads takes the whole answer, however large: each piece reaching it is progress.
    const whole = await opened(port, "GET /big HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n")
    let received = 0
    whole.on("data", (chunk: Buffer) => {
      received += chunk.length
    })
    await once(whole, "close")
    expect(received).toBeGreaterThan(body.byteLength)
  })

  it("closes a never-reading connection with pipelined answers queued behind the stalled one", async () => {
    const body = new Uint8Array(8 * 1024 * 1024)
    const { transport, port } = await serving(answering(body), {
      send: { sendTimeoutMillis: BOUND, maxBytesPerConnection: 1024 * 1024 * 1024, maxBytes: 4 * 1024 * 1024 * 1024 }
    })
    const request = "GET /big HTTP/1.1\r\nhost: x\r\n\r\n"
    const reader = await opened(port, request)
    reader.pause()
    await heldWithin(() => transport.sendWatch.size() === 1, 1_000)
    // The answers queued behind it start their watch a few sweeps later, so the sweep that cuts the first spares them.
    await new Promise((resolve) => setTimeout(resolve, BOUND / 2))
    reader.write(request.repeat(4))
    await heldWithin(() => transport.sendWatch.size() === 5, 1_000)
    const millis = await heldWithin(() => transport.connections.openOf("127.0.0.1") === 0, BOUND + SLACK + 1_000)
    expect(millis).toBeLessThan(BOUND + SLACK + 1_000)
    expect(transport.sendWatch.size()).toBe(0)
    reader.destroy()
  })

  it("closes a connection whose body stalls for BODY_READ_TIMEOUT, while another request is served", async () => {
    const { port } = await serving(
      (request, response) => {
        request.resume()
        request.once("end", () => response.end("ok"))
      },
      { bodyReadTimeoutMillis: BOUND }
    )
    const stalled = await opened(
      port,
      "POST /transactions-pool HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"
    )
    const millis = await closedWithin(stalled, BOUND + SLACK)
    expect(millis).toBeGreaterThanOrEqual(BOUND - 50)
    const served = await rawExchange(port, get("/ok"))
    expect(served.status).toBe(200)
  })

  it("closes a connection whose headers stall past HEADERS_TIMEOUT, and an idle keep-alive past KEEP_ALIVE_TIMEOUT", async () => {
    const { port } = await serving((_request, response) => response.end("ok"), {
      headersTimeoutMillis: BOUND,
      keepAliveTimeoutMillis: BOUND
    })
    const slowloris = await opened(port, "GET / HTTP/1.1\r\nhost: x\r\n")
    const trickle = setInterval(() => slowloris.write("x-a: b\r\n"), 100)
    try {
      expect(await closedWithin(slowloris, BOUND + SLACK)).toBeLessThan(BOUND + SLACK)
    } finally {
      clearInterval(trickle)
    }
    const idle = await opened(port, "GET / HTTP/1.1\r\nhost: x\r\n\r\n")
    idle.resume()
    const millis = await closedWithin(idle, BOUND + SLACK)
    expect(millis).toBeGreaterThanOrEqual(BOUND - 50)
  })
})

describe("a client's share of the connections", () => {
  it("answers a client past MAX_CONNECTIONS_PER_CLIENT 429 and closes it, while another address connects and is served", async () => {
    const { transport, port } = await serving((_request, response) => response.end("ok"), {
      maxConnectionsPerClient: 2
    })
    const held = [await opened(port, ""), await opened(port, "")]
    const refused = await rawExchange(port, get("/ok"))
    expect([refused.status, errorShape(refused)?.type, refused.headers["retry-after"]]).toEqual([
      429,
      "ErrTooManyRequests",
      "1"
    ])
    const silent = await opened(port, "")
    expect(await closedWithin(silent, 1_000 + SLACK)).toBeLessThan(1_000 + SLACK)
    const other = await opened(port, get("/ok"), "127.0.0.2")
    const [answer] = (await once(other, "data")) as [Buffer]
    expect(answer.toString("latin1")).toMatch(/^HTTP\/1\.1 200/u)
    other.destroy()
    expect(transport.connections.openOf("127.0.0.1")).toBe(2)
    for (const socket of held) socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(transport.connections.openOf("127.0.0.1")).toBe(0)
    expect((await rawExchange(port, get("/ok"))).status).toBe(200)
  })

  it("does not count a trusted proxy's connections against one client", async () => {
    const { port } = await serving((_request, response) => response.end("ok"), {
      maxConnectionsPerClient: 1,
      trustedProxy: (address) => address === "127.0.0.1"
    })
    const held = await opened(port, "")
    expect((await rawExchange(port, get("/ok"))).status).toBe(200)
    held.destroy()
  })
})

describe("the request line and headers", () => {
  it("answers a request with two Host headers 400 ErrMalformedRequest", async () => {
    const { port } = await serving((_request, response) => response.end("ok"))
    const answer = await rawExchange(port, "GET / HTTP/1.1\r\nhost: a\r\nHost: b\r\nconnection: close\r\n\r\n")
    expect([answer.status, errorShape(answer)?.type]).toEqual([400, "ErrMalformedRequest"])
    expect(errorShape(answer)?.message).toContain("Host")
  })
})

describe("the send watch", () => {
  /** A pending send with `queued` bytes, noting its cut. */
  function pending(queued: number, cuts: Array<string>, name: string): PendingSend {
    return { queued: () => queued, cut: (why) => cuts.push(`${name}:${why}`) }
  }

  it("closes a connection over its own bound, then while over the total the ones that made progress least recently", () => {
    const watch = new SendWatch({ sendTimeoutMillis: 10_000, maxBytesPerConnection: 100, maxBytes: 150 })
    const cuts: Array<string> = []
    const oldest = pending(60, cuts, "oldest")
    const middle = pending(60, cuts, "middle")
    const newest = pending(60, cuts, "newest")
    const huge = pending(101, cuts, "huge")
    watch.watch(oldest)
    watch.watch(middle)
    watch.watch(newest)
    watch.watch(huge)
    const now = performance.now()
    watch.progressed(newest)
    watch.sweep(now + 1)
    expect(cuts).toEqual(["huge:over_connection_bound", "oldest:over_total_bound"])
    expect(watch.size()).toBe(2)
    watch.sweep(now + 20_000)
    expect(cuts.slice(2).sort()).toEqual(["middle:stalled", "newest:stalled"])
    expect(watch.size()).toBe(0)
  })
})
