/**
 * Renderers of core's wire views (`core/revision/wire_view.ts`): a domain value, or a page of
 * them, written in the shape one revision declares — the projection and the encoding compiled
 * once, the JSON serialized once, like the renderers of `respond.ts`.
 */
import { HttpServerResponse } from "effect/http"
import type { Page } from "../../core/pagination/page.ts"
import { envelopeFields, type Revision } from "../../core/revision/revision.ts"
import type { DomainEncoder } from "../../core/revision/wire_view.ts"
import type { Render } from "./respond.ts"

/** Encoding options: the values come typed from the use cases (as in `respond.ts`). */
const ENCODE_OPTIONS = { disableChecks: true } as const

function json(encoded: unknown): HttpServerResponse.HttpServerResponse {
  return HttpServerResponse.text(JSON.stringify(encoded), { contentType: "application/json" })
}

/** The renderer of one domain value through a view. */
export function viewResource<D>(view: DomainEncoder<D>): Render<D> {
  const encode = view.encoder(ENCODE_OPTIONS)
  return (value) => json(encode(value))
}

/** The renderer of a list page in `revision` through a view: `{[key]: items, ...envelope}`. */
export function viewListPage<D>(revision: Revision, key: string, view: DomainEncoder<D>): Render<Page<D>> {
  const encode = view.encoder(ENCODE_OPTIONS)
  return (page) => json({ [key]: page.items.map(encode), ...envelopeFields(revision, page) })
}
