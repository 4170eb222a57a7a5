/** A tiny client for the router's web handler (or a socket server): sends a Request, returns status, headers, JSON. */
import { Context, Effect, Layer, type Scope } from "effect"
import { ListeningServer } from "../../../app/server.ts"

/** A response as the tests look at it. */
export interface TestResponse {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  /** The parsed body (undefined when it is not JSON). */
  readonly body: unknown
}

/** A fetch-style handler. */
export type WebHandler = (request: Request) => Promise<Response>

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Sends `method path` (with an optional body) to the handler. */
export async function send(handler: WebHandler, path: string, init: RequestInit = {}): Promise<TestResponse> {
  const response = await handler(new Request(`http://localhost${path}`, init))
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: parse(text) }
}

/** Sends `method path` (with an optional body) to the server at `baseUrl` (`http://host:port`) over a real socket. */
export async function sendTo(baseUrl: string, path: string, init: RequestInit = {}): Promise<TestResponse> {
  const response = await fetch(`${baseUrl}${path}`, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: parse(text) }
}

/** Whether a body is exactly the error shape `{message, code, type}`. */
export function isErrorBody(body: unknown): body is { message: string; code: number; type: string } {
  if (typeof body !== "object" || body === null) return false
  const keys = Object.keys(body).sort()
  return (
    keys.join(",") === "code,message,type" &&
    "message" in body &&
    typeof body.message === "string" &&
    "code" in body &&
    Number.isInteger(body.code) &&
    "type" in body &&
    typeof body.type === "string"
  )
}

/** Whether a value is a JSON object. */
export function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === "object" && u !== null && !Array.isArray(u)
}

/** The value as a JSON object (fails the test otherwise). */
export function record(u: unknown): Record<string, unknown> {
  if (!isRecord(u)) throw new Error(`expected a JSON object, got ${JSON.stringify(u)}`)
  return u
}

/** The array of objects under `key` of a JSON object (fails the test otherwise). */
export function itemsOf(body: unknown, key: string): Array<Record<string, unknown>> {
  const items = record(body)[key]
  if (!Array.isArray(items)) throw new Error(`expected an array under "${key}"`)
  return items.map(record)
}

/** The value as a number (fails the test otherwise). */
export function numberOf(u: unknown): number {
  if (typeof u !== "number") throw new Error(`expected a number, got ${JSON.stringify(u)}`)
  return u
}

/** Builds `layer` (a served node) into `scope` and gives the port it listens on. */
export async function listeningPort<E>(layer: Layer.Layer<ListeningServer, E>, scope: Scope.Scope): Promise<number> {
  const context = await Effect.runPromise(Effect.orDie(Layer.buildWithScope(layer, scope)))
  const address = Context.get(context, ListeningServer).address
  if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
  return address.port
}
