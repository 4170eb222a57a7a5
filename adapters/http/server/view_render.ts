/** Renderers of core's wire views: a value or page projected onto one revision's shape, encoded by its compiled encoder (items memoized per id, `item_text_memo.ts`). */
import type { Page } from "../../../core/pagination/page.ts"
import type { Revision } from "../../../core/revision/revision.ts"
import type { DomainEncoder } from "../../../core/revision/wire_view.ts"
import { compiledEncoder } from "./json_encoder.ts"
import { memoizedItemText } from "./item_text_memo.ts"
import { pageRenderer, type Render, rememberedResource } from "./respond.ts"
import { sameEncoding } from "./schema_equivalence.ts"

/** The renderer of one domain value through a view: projected, then rendered as `respond.ts` renders a resource (remembered while the same value, when it has an item id). */
export function viewResource<D>(view: DomainEncoder<D>): Render<D> {
  const encode = compiledEncoder(view.schema)
  const render = rememberedResource((wire: unknown) => JSON.stringify(encode(wire)), sameEncoding(view.schema))
  const project = view.project
  return (value) => render(project(value))
}

/** The renderer of a list page in `revision` through a view: `{[key]: items, ...envelope}`, the projected items' texts remembered per item id. */
export function viewListPage<D>(revision: Revision, key: string, view: DomainEncoder<D>): Render<Page<D>> {
  const encode = compiledEncoder(view.schema)
  const project = view.project
  const text = memoizedItemText((wire: unknown) => JSON.stringify(encode(wire)), sameEncoding(view.schema))
  return pageRenderer(revision, key, (item: D) => text(project(item)))
}
