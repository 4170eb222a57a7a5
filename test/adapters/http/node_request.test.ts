/** The light `HttpServerRequest` over a Node request (`transport/node_request.ts`): what `modify` replaces or keeps. */
import { Option } from "effect"
import { Headers } from "effect/http"
import { IncomingMessage } from "node:http"
import { Socket } from "node:net"
import { describe, expect, it } from "vitest"
import { NodeServerRequest } from "../../../adapters/http/transport/node_request.ts"

function nodeRequest(): IncomingMessage {
  const message = new IncomingMessage(new Socket())
  message.method = "GET"
  message.url = "/tokens/1?x=1"
  message.headers = { host: "node", "x-request-id": "a" }
  return message
}

describe("NodeServerRequest", () => {
  it("reads Node's method, target and headers as they are", () => {
    const request = new NodeServerRequest(nodeRequest())
    expect([request.method, request.url, request.originalUrl]).toEqual(["GET", "/tokens/1?x=1", "/tokens/1?x=1"])
    expect(request.headers["x-request-id"]).toBe("a")
  })

  it("modify replaces the target, the headers and the peer's address, and keeps what it is not given", () => {
    const request = new NodeServerRequest(nodeRequest())
    const moved = request.modify({ url: "/tokens/2" })
    const renamed = moved.modify({
      headers: Headers.fromInput({ "x-request-id": "b" }),
      remoteAddress: Option.some("10.0.0.1")
    })
    expect([moved.url, moved.headers["x-request-id"]]).toEqual(["/tokens/2", "a"])
    expect([renamed.url, renamed.headers["x-request-id"], Option.getOrUndefined(renamed.remoteAddress)]).toEqual([
      "/tokens/2",
      "b",
      "10.0.0.1"
    ])
    expect(renamed.modify({}).headers["x-request-id"]).toBe("b")
  })
})
