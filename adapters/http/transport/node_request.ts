/** A `node:http` request as the platform's `HttpServerRequest`, light: what Node parsed, uncopied, and the body read
 * before it is served or on demand, up to a limit; what the node never reads (multipart, upgrades) dies. */
import { Effect, Inspectable, Option, type Schema, Stream } from "effect"
import { type Headers, HttpServerError, HttpServerRequest } from "effect/http"
import * as HttpIncomingMessage from "effect/http/HttpIncomingMessage"
import type { IncomingMessage } from "node:http"
import { Readable } from "node:stream"

/** Why a body could not be read: over the limit, or cut off / not readable. */
type BodyFailure = "TooLarge" | "Unreadable"

/** A body read before the request was served (`readBodyFirst`): its bytes, or over the limit it was read under. */
export type ReadFirst = Buffer | "TooLarge"

/** Reads `request`'s body to its end (at most `maxBytes` of it) before it is served, then calls `done` with what was
 * read: undefined for a body declared over the limit (not read: the route refuses it), "gone" when the client went
 * away first. */
export function readBodyFirst(
  request: IncomingMessage,
  maxBytes: number,
  done: (read: ReadFirst | undefined | "gone") => void
): void {
  const declared = request.headers["content-length"]
  if (declared !== undefined && Number(declared) > maxBytes) {
    done(undefined)
    return
  }
  readBody(request, maxBytes, (read) => done(read === "Unreadable" ? "gone" : read))
}

/** The body of `request` as text, read to its end unless it exceeds `maxBytes` (or as `first` read it before it was served). */
function nodeBodyText(
  request: IncomingMessage,
  first: ReadFirst | undefined,
  maxBytes: number
): Effect.Effect<string, BodyFailure> {
  if (first !== undefined)
    return first === "TooLarge" || first.byteLength > maxBytes
      ? Effect.fail("TooLarge")
      : Effect.succeed(first.toString("utf8"))
  const declared = request.headers["content-length"]
  if (declared !== undefined && Number(declared) > maxBytes) return Effect.fail("TooLarge")
  return Effect.callback<string, BodyFailure>((resume) => {
    const stop = readBody(request, maxBytes, (read) =>
      resume(typeof read === "string" ? Effect.fail(read) : Effect.succeed(read.toString("utf8")))
    )
    return Effect.sync(stop)
  })
}

/** Reads `request`'s body to its end, calling `done` once with its bytes, or why not (over `maxBytes`: reading stops);
 * returns what stops the reading. */
function readBody(request: IncomingMessage, maxBytes: number, done: (read: Buffer | BodyFailure) => void): () => void {
  const chunks: Array<Buffer> = []
  let total = 0
  const onData = (chunk: Buffer) => {
    total += chunk.byteLength
    if (total > maxBytes) {
      cleanup()
      request.pause()
      done("TooLarge")
    } else {
      chunks.push(chunk)
    }
  }
  const onEnd = () => {
    cleanup()
    done(Buffer.concat(chunks))
  }
  const onError = () => {
    cleanup()
    done("Unreadable")
  }
  const cleanup = () => {
    request.off("data", onData)
    request.off("end", onEnd)
    request.off("error", onError)
    request.off("aborted", onError)
    request.off("close", onError)
  }
  request.on("data", onData)
  request.once("end", onEnd)
  request.once("error", onError)
  request.once("aborted", onError)
  request.once("close", onError)
  return cleanup
}

/** The error of a body the node could not read as asked (`BodyTooLarge` past the limit), or of what a Node request does not support. */
function parseError(
  request: HttpServerRequest.HttpServerRequest,
  description: string,
  reason?: "BodyTooLarge"
): HttpServerError.HttpServerError {
  return new HttpServerError.HttpServerError({
    reason: new HttpServerError.RequestParseError({ request, description, ...(reason && { reason }) })
  })
}

type Request = HttpServerRequest.HttpServerRequest

/** A `node:http` request as an `HttpServerRequest`. Hand-written: the platform's Node request is not exported, and its
 * server's handler is not used (docs/performance.md, "On Effect's platform"). */
export class NodeServerRequest implements HttpServerRequest.HttpServerRequest {
  readonly [HttpServerRequest.TypeId] = HttpServerRequest.TypeId
  readonly [HttpIncomingMessage.TypeId] = HttpIncomingMessage.TypeId
  readonly source: IncomingMessage
  readonly method: string
  readonly url: string
  readonly protocol = undefined
  /** What `modify` replaced: the headers and the peer's address (plain fields: a request is also read through objects made from it, `Object.create`). */
  readonly headersOverride: Headers.Headers | undefined
  readonly remoteAddressOverride: Option.Option<string> | undefined
  /** The body, when it was read before the request was served. */
  readonly readFirst: ReadFirst | undefined
  constructor(
    source: IncomingMessage,
    url?: string,
    headers?: Headers.Headers,
    remoteAddress?: Option.Option<string>,
    readFirst?: ReadFirst
  ) {
    this.source = source
    this.readFirst = readFirst
    this.method = source.method ?? "GET"
    this.url = url ?? source.url ?? "/"
    this.headersOverride = headers
    this.remoteAddressOverride = remoteAddress
  }
  get originalUrl(): string {
    return this.source.url ?? "/"
  }
  /** Node joins repeated request headers into one string; only `set-cookie`, never sent by clients, is a list. */
  get headers(): Headers.Headers {
    return this.headersOverride ?? (this.source.headers as Headers.Headers)
  }
  get remoteAddress(): Option.Option<string> {
    return this.remoteAddressOverride ?? Option.fromNullishOr(this.source.socket.remoteAddress)
  }
  get peerAddress(): Option.Option<string> {
    return this.remoteAddress
  }
  get cookies() {
    return {}
  }
  /** The body as text, read up to the fiber's `MaxBodySize` (unbounded when it has none). */
  get text(): Request["text"] {
    return Effect.withFiber((fiber) => {
      const limit = fiber.getRef(HttpIncomingMessage.MaxBodySize)
      const read = nodeBodyText(
        this.source,
        this.readFirst,
        limit === undefined ? Number.POSITIVE_INFINITY : Number(limit)
      )
      return Effect.mapError(read, (failure) =>
        failure === "TooLarge"
          ? parseError(this, "the body exceeds the size limit", "BodyTooLarge")
          : parseError(this, "the body could not be read")
      )
    })
  }
  get json(): Request["json"] {
    return Effect.flatMap(this.text, (text) =>
      Effect.try({ try: () => JSON.parse(text) as Schema.Json, catch: () => parseError(this, "the body is not JSON") })
    )
  }
  get arrayBuffer(): Request["arrayBuffer"] {
    return Effect.map(this.text, (text) => new TextEncoder().encode(text).buffer as ArrayBuffer)
  }
  get stream(): Request["stream"] {
    return Stream.fromReadableStream({
      evaluate: () => Readable.toWeb(this.source) as ReadableStream<Uint8Array>,
      onError: () => parseError(this, "the body could not be read")
    })
  }
  get urlParamsBody(): Request["urlParamsBody"] {
    return Effect.fail(parseError(this, "a form body is not supported by the node's server"))
  }
  get multipart(): Request["multipart"] {
    return Effect.die(parseError(this, "a multipart body is not supported by the node's server"))
  }
  get multipartStream(): Request["multipartStream"] {
    return Stream.die(parseError(this, "a multipart body is not supported by the node's server"))
  }
  get upgrade(): Request["upgrade"] {
    return Effect.fail(parseError(this, "an upgrade is not supported by the node's server"))
  }
  upgradeWith(): ReturnType<Request["upgradeWith"]> {
    return this.upgrade
  }
  modify(options: Parameters<Request["modify"]>[0]): HttpServerRequest.HttpServerRequest {
    return new NodeServerRequest(
      this.source,
      options.url ?? this.url,
      options.headers ?? this.headersOverride,
      options.remoteAddress ?? this.remoteAddressOverride,
      this.readFirst
    )
  }
  toJSON() {
    return { _id: "HttpServerRequest", method: this.method, url: this.url }
  }
  [Inspectable.NodeInspectSymbol]() {
    return this.toJSON()
  }
}
