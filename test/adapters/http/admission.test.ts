/** Admission control: each endpoint's route class; the transport admits each class's bound and sheds the rest with 503
 * `ErrOverloaded` (never `/health`, `/metrics`); the demand rule on bursts; the real process sheds pipelined lists. */
import { connect } from "node:net"
import { Effect, Exit, Layer, Scope } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { HttpApi, type HttpApiEndpoint } from "effect/http-api"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { makeApi } from "../../../adapters/http/api/api.ts"
import type { AdmissionSettings, Refusal } from "../../../adapters/http/edge/admission.ts"
import { makeEdge, resolveEdgeOptions } from "../../../adapters/http/edge/mod.ts"
import { FREE, perItems, type RoutePolicy } from "../../../adapters/http/edge/route_policy.ts"
import { makeRequestPath } from "../../../adapters/http/server/request_path.ts"
import { platformRouter, type Route } from "../../../adapters/http/server/router.ts"
import { nodeListenerOf } from "../../../adapters/http/transport/serving.ts"
import { createTransportServer, type TransportServer } from "../../../adapters/http/transport/transport_server.ts"
import { REVISIONS } from "../../../core/revision/revision.ts"
import { closedLoop } from "./closed_loop.ts"
import { admissionClassifier, policyRouter } from "./declared_policies.ts"
import {
  errorShape,
  freePort,
  get,
  killAll,
  type RawAnswer,
  rawExchange,
  startServer,
  waitForStatus
} from "../../app/lifecycle/server_process.ts"

const servers: Array<TransportServer> = []
const scopes: Array<Scope.Closeable> = []

afterEach(async () => {
  await Promise.all(servers.map((server) => server.drain(0)))
  servers.length = 0
  await Promise.all(scopes.map((scope) => Effect.runPromise(Scope.close(scope, Exit.void))))
  scopes.length = 0
})

afterAll(() => killAll())

/** Bounds far above what a test sends, unless it sets them. */
const GENEROUS: AdmissionSettings = {
  enabled: true,
  maxInFlight: { read: 1000, list: 1000, write: 1000 },
  sustainMillis: Number.POSITIVE_INFINITY,
  retryAfterSeconds: 1
}

/** The classes of the routes of the later revision at `/` and the earlier at `/v1`, as declared. */
const classOf = admissionClassifier(
  policyRouter([
    { revision: "later", basePath: "/" },
    { revision: "earlier", basePath: "/v1" }
  ])
)

/** A route's policy of admission class `admission`. */
function policy(admission: RoutePolicy["admission"]): RoutePolicy {
  return { admission, cost: admission === "exempt" ? FREE : perItems(), cache: "no-store" }
}

/** The routes of the tests, each of its class: two lists, a read, a write, and the exempt health and metrics. */
const ROUTES: ReadonlyArray<Route> = [
  { method: "GET", path: "/transactions-history", policy: policy("list") },
  { method: "GET", path: "/batches", policy: policy("list") },
  { method: "GET", path: "/tokens/:id", policy: policy("read") },
  { method: "POST", path: "/transactions-pool", policy: policy("write") },
  { method: "GET", path: "/health", policy: policy("exempt") },
  { method: "GET", path: "/v1/metrics", policy: policy("exempt") }
]

/** An answer of the routes: `/health` and `/metrics` answer at once, every other route as `answer` says. */
type Answering = (path: string) => Effect.Effect<HttpServerResponse.HttpServerResponse>

/** Every other request held until released. */
function holdingApp() {
  const held: Array<() => void> = []
  const answer: Answering = () =>
    Effect.callback<HttpServerResponse.HttpServerResponse>((resume) => {
      held.push(() => resume(Effect.succeed(HttpServerResponse.text("ok"))))
    })
  const release = () => {
    for (const answered of held.splice(0)) answered()
  }
  return { answer, held, release }
}

/** The class and reason a shed answer's message names. */
function refusalOf(answer: RawAnswer): Refusal {
  const message = errorShape(answer)?.message ?? ""
  const work = /many (.+?) (in progress|waiting)/u.exec(message)
  const routeClass = ({ reads: "read", "list reads": "list", writes: "write" } as const)[work?.[1] ?? "reads"]
  return { routeClass: routeClass ?? "read", reason: work?.[2] === "waiting" ? "demand" : "in_flight" }
}

/** The node's request path over `ROUTES` with `admission` at its edge, served on a transport on a free port. */
async function serving(admission: AdmissionSettings, answer: Answering) {
  const scope = Effect.runSync(Scope.make())
  scopes.push(scope)
  const edge = makeEdge(resolveEdgeOptions({ compressionMinBytes: false, metrics: false, admission }))
  const layers = ROUTES.map((route) =>
    HttpRouter.add(route.method as "GET", route.path, (request) =>
      route.policy.admission === "exempt" ? Effect.succeed(HttpServerResponse.text("up")) : answer(request.url)
    )
  )
  const routed = Effect.runSync(
    Scope.provide(scope)(platformRouter(Layer.mergeAll(Layer.empty, ...layers), ROUTES, edge))
  )
  const path = makeRequestPath(routed, edge, Effect.runSync(Effect.context<never>()), scope)
  const transport = createTransportServer()
  servers.push(transport)
  transport.serve(nodeListenerOf(path))
  const address = await transport.listen(0, "127.0.0.1")
  return { transport, port: address.port }
}

/** Keeps the event loop busy for `millis` ms: what a request answered synchronously (memory storage) costs. */
function spin(millis: number): void {
  const end = performance.now() + millis
  while (performance.now() < end) {
    // busy: the handler's synchronous work
  }
}

/** Waits until `done()` holds (polling every 10 ms, up to `timeout` ms). */
async function until(done: () => boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = performance.now() + timeout
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`never happened: ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** A POST with a JSON body, closing the connection after the answer. */
function post(path: string, body: string): string {
  return `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
}

/** The route template with each `:parameter` filled in. */
function filled(template: string): string {
  return template.replaceAll(/:[A-Za-z]+/gu, "1")
}

describe("the route class", () => {
  it("of every endpoint of both revisions follows the declaration: lists, reads (metrics among them), writes, the event stream, health", () => {
    for (const revision of REVISIONS) {
      const classOfBase = new Map(
        ["", "/v1", "/earlier"].map((base) => [
          base,
          admissionClassifier(policyRouter([{ revision, basePath: base || "/" }]))
        ])
      )
      const routeClassOf = (base: string) => classOfBase.get(base)!
      HttpApi.reflect(makeApi(revision), {
        onGroup: () => {},
        onEndpoint: ({ endpoint }: { readonly endpoint: HttpApiEndpoint.Top }) => {
          const expected =
            endpoint.identifier === "getHealth"
              ? "exempt"
              : endpoint.method !== "GET"
                ? "write"
                : endpoint.identifier === "subscribeEvents"
                  ? "stream"
                  : // The rates come whole in one answer, unpaged: a read, though named as a list.
                    (endpoint.identifier.startsWith("list") && endpoint.identifier !== "listCurrencies") ||
                      endpoint.identifier === "exportTransactions"
                    ? "list"
                    : "read"
          for (const base of ["", "/v1", "/earlier"]) {
            const path = base + filled(endpoint.path)
            expect(routeClassOf(base)(endpoint.method, `${path}?limit=2049`), `${endpoint.method} ${path}`).toBe(
              expected
            )
            if (endpoint.method === "GET") expect(routeClassOf(base)("HEAD", path), `HEAD ${path}`).toBe(expected)
          }
        }
      })
    }
    expect(classOf("OPTIONS", "/transactions-history")).toBe("list")
    expect(classOf("GET", "/")).toBe("read")
    expect(classOf("GET", "/docs")).toBe("read")
    expect(classOf("DELETE", "/tokens")).toBe("write")
  })
})

describe("admission control at the edge, after routing", () => {
  it("admits each class's bound, sheds the rest at once with 503 ErrOverloaded and Retry-After, answers /health and /metrics, and admits again once work finishes", async () => {
    const app = holdingApp()
    const bounds = { read: 2, list: 4, write: 1 }
    const { port } = await serving({ ...GENEROUS, maxInFlight: bounds, retryAfterSeconds: 3 }, app.answer)
    const answers: Array<{ readonly kind: string; readonly answer: RawAnswer }> = []
    const send = (kind: string, request: string) =>
      rawExchange(port, request).then((answer) => void answers.push({ kind, answer }))
    const sent = [
      ...Array.from({ length: 40 }, () => send("list", get("/transactions-history?limit=2049"))),
      ...Array.from({ length: 10 }, () => send("read", get("/tokens/1", { origin: "https://wallet.example" }))),
      ...Array.from({ length: 5 }, () => send("write", post("/transactions-pool", "{}")))
    ]
    const admitted = bounds.read + bounds.list + bounds.write
    // Every request past the bounds answered while the admitted ones are still held (released only below): shed at the
    // door, none queued behind them.
    await until(() => answers.length === 55 - admitted, "every request past the bounds answered")
    expect(app.held.length).toBe(admitted)
    const shed = answers.map(({ answer }) => refusalOf(answer))
    expect(shed.map((r) => r.routeClass).sort()).toEqual([
      ...Array<string>(36).fill("list"),
      ...Array<string>(8).fill("read"),
      ...Array<string>(4).fill("write")
    ])
    expect(shed.every((r) => r.reason === "in_flight")).toBe(true)
    for (const { answer, kind } of answers) {
      expect(answer.status, kind).toBe(503)
      expect(errorShape(answer)).toMatchObject({ type: "ErrOverloaded", code: 40 })
      expect(errorShape(answer)?.message).toContain("retry after 3 s")
      expect(answer.headers["retry-after"]).toBe("3")
      expect(answer.headers["cache-control"]).toBe("no-store")
      expect(answer.headers["x-request-id"]).toBeDefined()
    }
    // A shed answer is finished by the edge like any other: CORS for the configured origins (here any).
    expect(answers.find((a) => a.kind === "read")?.answer.headers["access-control-allow-origin"]).toBe("*")
    const health = await rawExchange(port, get("/health"))
    const metrics = await rawExchange(port, get("/v1/metrics"))
    expect([health.status, health.body, metrics.status, metrics.body]).toEqual([200, "up", 200, "up"])

    app.release()
    await Promise.all(sent)
    const served = answers.filter((a) => a.answer.status === 200)
    expect(served.map((a) => a.kind).sort()).toEqual(["list", "list", "list", "list", "read", "read", "write"])
    expect(served.every((a) => a.answer.body === "ok")).toBe(true)

    // The finished requests no longer count: a full bound is admitted again.
    const again = Array.from({ length: bounds.list }, () => rawExchange(port, get("/batches")))
    await until(() => app.held.length === bounds.list, "the bound admitted again")
    app.release()
    expect((await Promise.all(again)).map((a) => a.status)).toEqual([200, 200, 200, 200])
  })

  it("lets a burst past the bound through; sheds demand standing past it for the sustained interval (the bound admitted per turn), never /health; serves a burst whole again after a quiet spell", async () => {
    const { port } = await serving(
      { ...GENEROUS, maxInFlight: { ...GENEROUS.maxInFlight, read: 3 }, sustainMillis: 100 },
      // What a request answered synchronously costs (memory storage).
      () =>
        Effect.sync(() => {
          spin(1)
          return HttpServerResponse.text("ok")
        })
    )
    const read = { method: "GET", path: "/tokens/1" } as const
    const health = { method: "GET", path: "/health" } as const
    // Twelve connections, four times the bound, for 800 ms: shed only once their demand has stood for 100 ms.
    const loaded = await closedLoop(port, 12, 800, [read, read, health])
    expect(loaded.failures).toEqual([])
    const shedAnswers = loaded.answers.filter((a) => a.status === 503)
    expect(shedAnswers.length).toBeGreaterThan(0)
    expect(Math.min(...shedAnswers.map((a) => a.at))).toBeGreaterThanOrEqual(100)
    expect(shedAnswers.every((a) => a.request === read && a.type === "ErrOverloaded")).toBe(true)
    expect(loaded.answers.filter((a) => a.status === 200).length).toBeGreaterThan(0)

    // After a quiet spell, twelve connections at once are a burst: served whole.
    await new Promise((r) => setTimeout(r, 250))
    const burst = await Promise.all(Array.from({ length: 12 }, () => rawExchange(port, get("/tokens/1"))))
    expect(burst.map((a) => a.status)).toEqual(Array<number>(12).fill(200))
  })

  it("at a class's bound refuses the client holding its share 429 with Retry-After, while another client is admitted", async () => {
    const app = holdingApp()
    const settings = { ...GENEROUS, maxInFlight: { read: 8, list: 4, write: 4 }, clientSharePercent: 25 }
    const { port } = await serving(settings, app.answer)
    const hog = Array.from({ length: 10 }, () => rawExchange(port, get("/tokens/1")))
    await until(() => app.held.length === 8, "the hog admitted up to the bound")
    const other = Array.from({ length: 2 }, () => rawExchange(port, get("/tokens/1"), { from: "127.0.0.2" }))
    await until(() => app.held.length === 10, "the other client admitted past the bound")
    app.release()
    const hogAnswers = await Promise.all(hog)
    expect(hogAnswers.map((a) => a.status).sort()).toEqual([...Array<number>(8).fill(200), 429, 429])
    for (const refused of hogAnswers.filter((a) => a.status === 429)) {
      expect(errorShape(refused)).toMatchObject({ type: "ErrTooManyRequests" })
      expect(errorShape(refused)?.message).toContain("this client has as many reads in progress")
      expect(refused.headers["retry-after"]).toBe(String(GENEROUS.retryAfterSeconds))
    }
    expect((await Promise.all(other)).map((a) => a.status)).toEqual([200, 200])
  })

  it("takes a write's slot once its body has arrived: unfinished bodies hold none, another POST is admitted", async () => {
    const app = holdingApp()
    const { port } = await serving({ ...GENEROUS, maxInFlight: { read: 4, list: 4, write: 1 } }, app.answer)
    const unfinished = Array.from({ length: 3 }, () =>
      rawExchange(
        port,
        "POST /transactions-pool HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{",
        { timeout: 1_000 }
      )
    )
    const whole = rawExchange(port, post("/transactions-pool", "{}"), { from: "127.0.0.2" })
    await until(() => app.held.length === 1, "the whole POST admitted")
    app.release()
    expect((await whole).status).toBe(200)
    expect((await Promise.all(unfinished)).map((a) => a.status)).toEqual([0, 0, 0])
  })

  it("admits everything when off", async () => {
    const app = holdingApp()
    const { port } = await serving(
      { ...GENEROUS, enabled: false, maxInFlight: { read: 1, list: 1, write: 1 } },
      app.answer
    )
    const sent = Array.from({ length: 10 }, () => rawExchange(port, get("/tokens/1")))
    await until(() => app.held.length === 10, "every request admitted")
    app.release()
    expect((await Promise.all(sent)).every((a) => a.status === 200)).toBe(true)
  })
})

/** A new connection, once connected: what to write on it, and everything it reads until the server closes it. */
function openExchange(
  port: number
): Promise<{ readonly write: (request: string) => void; readonly answer: Promise<string> }> {
  return new Promise((resolveOpen, rejectOpen) => {
    const socket = connect(port, "127.0.0.1")
    const chunks: Array<Buffer> = []
    socket.setTimeout(20_000, () => socket.destroy(new Error("timeout")))
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    const answer = new Promise<string>((resolve, reject) => {
      socket.on("error", reject)
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")))
    })
    socket.once("error", rejectOpen)
    socket.once("connect", () => resolveOpen({ write: (request) => void socket.write(request), answer }))
  })
}

/** Writes `request` on a new connection and reads everything until the server closes it. */
async function exchangeAll(port: number, request: string): Promise<string> {
  const exchange = await openExchange(port)
  exchange.write(request)
  return exchange.answer
}

/** One answer of several pipelined on a connection. */
interface PipelinedAnswer {
  readonly status: number
  readonly retryAfter: string | undefined
  readonly body: string
}

/** The answers read from a connection, in order (bodies with `content-length` or chunked). */
function pipelinedAnswers(text: string): Array<PipelinedAnswer> {
  const answers: Array<PipelinedAnswer> = []
  let at = 0
  while (at < text.length) {
    const headEnd = text.indexOf("\r\n\r\n", at)
    if (headEnd < 0) throw new Error(`an incomplete answer: ${text.slice(at, at + 200)}`)
    const lines = text.slice(at, headEnd).split("\r\n")
    const header = (name: string) =>
      lines
        .find((l) => l.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim()
    let body = ""
    at = headEnd + 4
    if (header("transfer-encoding") === "chunked") {
      for (;;) {
        const sizeEnd = text.indexOf("\r\n", at)
        const size = Number.parseInt(text.slice(at, sizeEnd), 16)
        at = sizeEnd + 2 + size + 2
        if (size === 0) break
        body += text.slice(sizeEnd + 2, sizeEnd + 2 + size)
      }
    } else {
      const length = Number(header("content-length") ?? 0)
      body = text.slice(at, at + length)
      at += length
    }
    answers.push({
      status: Number(lines[0]?.split(" ")[1]),
      retryAfter: header("retry-after"),
      body: Buffer.from(body, "latin1").toString("utf8")
    })
  }
  return answers
}

describe("admission control in the server process", () => {
  it("serves pipelined list reads past ADMISSION_MAX_LISTS one after another: an answer waiting on its client holds no slot", async () => {
    const port = await freePort()
    startServer(port, { STORAGE: "memory", ADMISSION_MAX_LISTS: "1", LOG_LEVEL: "warn" })
    await waitForStatus(port, "/health", 200)
    const request = (last: boolean) =>
      `GET /transactions-history?limit=2049 HTTP/1.1\r\nhost: 127.0.0.1\r\n${last ? "connection: close\r\n" : ""}\r\n`
    // Node reads pipelined requests together; each one's work ends when its answer is handed to the socket, so the
    // next is admitted though the answers before it still wait on the client.
    const answers = pipelinedAnswers(
      await exchangeAll(port, Array.from({ length: 10 }, (_, i) => request(i === 9)).join(""))
    )
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(200))
    for (const answer of answers) {
      const page: unknown = JSON.parse(answer.body)
      expect(typeof page === "object" && page !== null && Array.isArray(Reflect.get(page, "transactions"))).toBe(true)
    }
    const metrics = await rawExchange(port, get("/metrics"))
    expect(metrics.body).toContain('admission_shed_requests_total{class="list",reason="in_flight"} 0')
  }, 60_000)
})
