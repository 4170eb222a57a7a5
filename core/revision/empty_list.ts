/** The empty-list rule (`emptyListIsNotFound`): an empty page is a page (later revision) or a NotFound (earlier). */
import { Effect } from "effect"
import { NotFound } from "../errors.ts"
import type { Page } from "../pagination/page.ts"
import { type Revision, RevisionTable } from "./revision.ts"

/** The message of the NotFound of an empty list. */
export const EMPTY_LIST_MESSAGE = "no item matches the query"

/** A page as it is, or a NotFound when it has no item and the rule says so. */
export function emptyListRule(emptyListIsNotFound: boolean): <A>(page: Page<A>) => Effect.Effect<Page<A>, NotFound> {
  return (page) =>
    emptyListIsNotFound && page.items.length === 0
      ? Effect.fail(new NotFound({ message: EMPTY_LIST_MESSAGE }))
      : Effect.succeed(page)
}

/** The empty-list rule of `revision`. */
export function emptyListRuleOf(revision: Revision): <A>(page: Page<A>) => Effect.Effect<Page<A>, NotFound> {
  return emptyListRule(RevisionTable[revision].emptyListIsNotFound)
}
