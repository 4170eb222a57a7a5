/**
 * The empty-list rule of a revision (`decisions.md`, Pagination): the later revision answers an
 * empty page as a page, the earlier one as a NotFound (the anchor's 404 of that era). Selected by
 * the `emptyListIsNotFound` row; every list endpoint applies it to its use case's page.
 */
import { Effect } from "effect";
import { NotFound } from "../errors.ts";
import type { Page } from "../pagination/page.ts";
import { type Revision } from "./revision.ts";
/** The message of the NotFound of an empty list. */
export declare const EMPTY_LIST_MESSAGE = "no item matches the query";
/** A page as it is, or a NotFound when it has no item and the rule says so. */
export declare function emptyListRule(emptyListIsNotFound: boolean): <A>(page: Page<A>) => Effect.Effect<Page<A>, NotFound>;
/** The empty-list rule of `revision`. */
export declare function emptyListRuleOf(revision: Revision): <A>(page: Page<A>) => Effect.Effect<Page<A>, NotFound>;
