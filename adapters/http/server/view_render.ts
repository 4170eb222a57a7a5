/**
 * Renderers of core's wire views (`core/revision/wire_view.ts`): a domain value, or a page of
 * them, projected onto the shape one revision declares and encoded by the encoder compiled once
 * from that shape's schema (`json_encoder.ts`).
 */
import type { Page } from "../../../core/pagination/page.ts"
import type { Revision } from "../../../core/revision/revision.ts"
import type { DomainEncoder } from "../../../core/revision/wire_view.ts"
import { compiledEncoder } from "./json_encoder.ts"
import { jsonResponse, pageRenderer, type Render } from "./respond.ts"

/** The JSON text of a domain value through a view. */
function viewWriter<D>(view: DomainEncoder<D>): (value: D) => string {
  const encode = compiledEncoder(view.schema)
  const project = view.project
  return (value) => JSON.stringify(encode(project(value)))
}

/** The renderer of one domain value through a view. */
export function viewResource<D>(view: DomainEncoder<D>): Render<D> {
  const write = viewWriter(view)
  return (value) => jsonResponse(write(value))
}

/** The renderer of a list page in `revision` through a view: `{[key]: items, ...envelope}`. */
export function viewListPage<D>(revision: Revision, key: string, view: DomainEncoder<D>): Render<Page<D>> {
  return pageRenderer(revision, key, viewWriter(view))
}
