/**
 * HTTP caching (docs/operations.md, "HTTP caching"): a strong `ETag` on every 200 answer to a GET or HEAD, `304 Not
 * Modified` when `If-None-Match` names it (weak comparison, RFC 9110 §13.1.2), and a `Cache-Control` per resource:
 * a reorg can change anything keyed by a batch, an account or an id, so only what is fixed for the process lives 60 s.
 */
import { HttpServerResponse } from "effect/http";
import type { EdgeRequest } from "./request_context.ts";
/** `Cache-Control` of chain data: store, but revalidate on every use. */
export declare const REVALIDATE = "public, no-cache";
/** `Cache-Control` of what is fixed for the life of the process. */
export declare const STATIC = "public, max-age=60";
/** The strong entity tag of a body: its bytes, or text standing for them (a list page's items by their digests, `respond.ts`). */
export declare function entityTag(body: Uint8Array | string): string;
/** The entity tag of a body whose SHA-256 digest (base64url) is known. */
export declare function tagOfDigest(digest: string): string;
/** The ETag of a body compressed with `coding`: the identity body's tag with the coding appended (each representation its own strong validator). */
export declare function encodedTag(tag: string, coding: string): string;
/** What caching adds to a response about to be sent: the `ETag` and `Cache-Control` headers, or a 304 replacing it when the client's copy is current. */
export declare function cacheHeaders(request: Pick<EdgeRequest, "method" | "headers">, response: HttpServerResponse.HttpServerResponse, route: string | undefined): Readonly<Record<string, string>> | HttpServerResponse.HttpServerResponse;
