/** A list walked page by page to its end, as `docs/api.md` tells a client to: `fromItem` the last itemId received ± 1,
 * until `pendingItems` is 0; every page's items and `pendingItems` judged against the model's (or, where it predicts
 * nothing of the filter, against the storage's own whole list filtered), the whole items against the reference's. */
import type { TestAnswer, TestNode } from "../../app/testing/mod.ts"
import { type Answered, type At, agreeWithItself, agreeWithModel } from "./model_judge.ts"
import type { DrawnFilter, Item, ModelList } from "./model_lists.ts"
import { nodeGet } from "./node_read.ts"

/** The order of a walk. */
export type Order = "ASC" | "DESC"

/** A walk the run draws: the list, its filter, the page size, the order, and the item it starts from (an index into
 * the filtered list, ASC; none: from the first item of the order). */
export interface WalkPlan {
  readonly list: ModelList
  readonly kind: string
  readonly filter: DrawnFilter
  readonly limit: number
  readonly order: Order
  readonly start: number | undefined
}

/** A page as a walk received it: its items and `pendingItems`, or the error answered. */
type Page =
  | { readonly items: ReadonlyArray<Item>; readonly pendingItems: unknown }
  | { readonly status: number; readonly body: unknown }

/** One storage's walk: its pages as received, and what they must be (projected). */
export interface Walked {
  readonly storage: string
  readonly pages: ReadonlyArray<Page>
  readonly expected: ReadonlyArray<Page>
}

/** The request of a walk's page. */
function pagePath(plan: WalkPlan, fromItem: number | undefined): string {
  const params = new URLSearchParams({
    ...plan.filter.query,
    order: plan.order,
    limit: String(plan.limit),
    ...(fromItem === undefined ? {} : { fromItem: String(fromItem) })
  })
  return `${plan.list.path}?${params}`
}

/** How the failure names a walk. */
export function walkName(plan: WalkPlan): string {
  const from = plan.start === undefined ? "" : `, from the item at ${plan.start} of the filtered list`
  return `GET ${pagePath(plan, undefined)} walked to its end${from}`
}

/** The items `plan`'s walk must find, in its order, from the filtered list (ASC). */
function walkedPart(plan: WalkPlan, filtered: ReadonlyArray<Item>): ReadonlyArray<Item> {
  if (plan.order === "ASC") return filtered.slice(plan.start ?? 0)
  return filtered.slice(0, plan.start === undefined ? filtered.length : plan.start + 1).reverse()
}

/** The pages a walk of `items` (in its order) by `limit` receives. */
function pagesOf(items: ReadonlyArray<Item>, limit: number): Array<Page> {
  const pages: Array<Page> = []
  for (let at = 0; at === 0 || at < items.length; at += limit) {
    const page = items.slice(at, at + limit)
    pages.push({ items: page, pendingItems: items.length - at - page.length })
  }
  return pages
}

/** Walks `plan` on `node` from `fromItem`, stopping after `maxPages` pages (a paging fault may never end). */
async function walkOn(node: TestNode, plan: WalkPlan, fromItem: number | undefined, maxPages: number) {
  const pages: Array<Page> = []
  let from = fromItem
  while (pages.length < maxPages) {
    const answer: TestAnswer = await nodeGet(node, pagePath(plan, from))
    if (answer.status !== 200) {
      pages.push({ status: answer.status, body: answer.body })
      break
    }
    const body = answer.body as Record<string, unknown>
    const items = (body[plan.list.key] ?? []) as ReadonlyArray<Item>
    pages.push({ items, pendingItems: body["pendingItems"] })
    const last = items.at(-1)
    if (body["pendingItems"] === 0 || last === undefined) break
    from = Number(last["itemId"]) + (plan.order === "ASC" ? 1 : -1)
  }
  return pages
}

/** The projection of a walk's pages on what the model predicts. */
function projected(list: ModelList, pages: ReadonlyArray<Page>): Array<Page> {
  return pages.map((page) => ("items" in page ? { ...page, items: page.items.map(list.project) } : page))
}

/** Walks `plan` on every node (`wholes`: each node's whole unfiltered list, in its order): each node's pages, and what
 * they must be — the model's, or, where it predicts nothing of the filter, the node's own whole list filtered. */
export async function walk(
  nodes: ReadonlyArray<{ readonly storage: string; readonly node: TestNode }>,
  plan: WalkPlan,
  wholes: ReadonlyArray<ReadonlyArray<Item>>
): Promise<Array<Walked>> {
  const { list, filter } = plan
  return Promise.all(
    nodes.map(async ({ storage, node }, i) => {
      const whole = wholes[i] ?? []
      const filtered = filter.expected ?? whole.filter(filter.keeps ?? (() => true)).map(list.project)
      // The start item's itemId, as this node numbers it (the model knows no itemIds).
      const startItem = plan.start === undefined ? undefined : filtered[plan.start]
      const found = startItem && whole.find((item) => list.identity(item) === list.identity(startItem))
      const fromItem = found === undefined ? undefined : Number(found["itemId"])
      const expected = pagesOf(walkedPart(plan, filtered), plan.limit)
      const pages = await walkOn(node, plan, fromItem, expected.length + 2)
      return { storage, pages, expected }
    })
  )
}

/** Judges each node's walk of `plan`: its pages (what the model predicts of them) against the model's, or against
 * what its own whole list says. */
export function judgeWalk(at: At, plan: WalkPlan, walked: ReadonlyArray<Walked>): void {
  const read = walkName(plan)
  if (plan.filter.expected !== undefined) {
    const answers: Array<Answered> = walked.map((w) => [w.storage, projected(plan.list, w.pages)])
    agreeWithModel(at, read, walked[0]?.expected, answers)
  } else {
    agreeWithItself(
      at,
      read,
      "its own whole list, filtered",
      walked.map((w) => [w.storage, w.expected, projected(plan.list, w.pages)] as const)
    )
  }
}
