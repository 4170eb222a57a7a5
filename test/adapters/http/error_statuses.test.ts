/** One status per catalogue type: the served error table is `statusOfType`'s, and every core error, and every type a
 * request to a fixture node can get, is answered with it. */
import { afterAll, describe, expect, it } from "vitest"
import { coreErrorResponse } from "../../../adapters/http/errors/core_errors.ts"
import { statusOfType } from "../../../adapters/http/errors/error_body.ts"
import { webHandler } from "../../../app/server.ts"
import {
  BadRequest,
  BadRequestType,
  ErrorCatalogue,
  type ErrorType,
  NotFound,
  TooManySubscribers,
  Unavailable
} from "../../../core/errors.ts"
import { FixtureStorage } from "./fixture.ts"
import { send, type TestResponse } from "./web_client.ts"

const web = webHandler(FixtureStorage, { events: { maxSubscribers: 0 } })
afterAll(() => web.dispose())
const request = (path: string, init?: RequestInit) => send((r) => web.handler(r), path, init)

/** The status the served document's error table gives each type. */
async function documentedStatuses(): Promise<ReadonlyMap<string, number>> {
  const doc = await request("/openapi.json")
  const description = String((doc.body as { info: { description: string } }).info.description)
  const rows = new Map<string, number>()
  for (const match of description.matchAll(/^\| (\d+) \| `(\w+)` \| (\d{3}) \|/gmu))
    rows.set(match[2]!, Number(match[3]))
  return rows
}

/** The catalogue type of an error answer. */
function typeOf(response: TestResponse): ErrorType {
  const type = (response.body as { type?: unknown } | undefined)?.type
  if (typeof type !== "string" || !(type in ErrorCatalogue)) throw new Error(`not a catalogue error: ${response.text}`)
  return type as ErrorType
}

describe("each catalogue type has one status", () => {
  it("the document's error table lists every type with statusOfType's status (ErrTooManySubscribers a 503)", async () => {
    const documented = await documentedStatuses()
    for (const entry of Object.values(ErrorCatalogue))
      expect(documented.get(entry.type), entry.type).toBe(statusOfType(entry.type))
    expect(documented.get("ErrTooManySubscribers")).toBe(503)
  })

  it("every core error is sent with its type's documented status", async () => {
    const errors = [
      ...BadRequestType.literals.map((type) => new BadRequest({ type, message: "m" })),
      new NotFound({ message: "m" }),
      new Unavailable({ message: "m" }),
      new TooManySubscribers({ message: "m" })
    ]
    const documented = await documentedStatuses()
    for (const error of errors) {
      const response = coreErrorResponse(error)
      const body = JSON.parse(response.body._tag === "Uint8Array" ? new TextDecoder().decode(response.body.body) : "{}")
      expect(response.status, body.type).toBe(documented.get(body.type))
    }
  })

  it.each([
    ["a bad parameter", "/tokens?bogus=1", undefined, "ErrParamValidationFailed"],
    ["an unknown item", "/tokens/9999", undefined, "ErrNotFound"],
    ["an unknown path", "/nowhere", undefined, "ErrRouteNotFound"],
    ["a wrong method", "/tokens", { method: "DELETE" }, "ErrMethodNotAllowed"],
    [
      "a body that is not JSON",
      "/transactions-pool",
      { method: "POST", body: "x", headers: { "content-type": "text/plain" } },
      "ErrUnsupportedMediaType"
    ],
    [
      "a body too large",
      "/transactions-pool",
      { method: "POST", body: "x".repeat(1 << 20), headers: { "content-type": "application/json" } },
      "ErrPayloadTooLarge"
    ],
    ["one subscriber too many", "/events", undefined, "ErrTooManySubscribers"]
  ] as const)("%s is answered with its type's documented status", async (_, path, init, type) => {
    const documented = await documentedStatuses()
    const response = await request(path, init)
    expect(typeOf(response), response.text).toBe(type)
    expect(response.status).toBe(documented.get(type))
  })
})
