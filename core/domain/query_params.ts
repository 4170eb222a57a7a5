/** Codecs for query and path parameters, which arrive as strings: plain decimal numbers, exact booleans, lists without
 * empty elements (separated by `,`, or by `,` or `|`), and free text checked by `plain_text.ts` (well-formed Unicode, no NUL) before any storage sees it. */
import { Effect, Schema, SchemaTransformation } from "effect"
import { DEFAULT_LIMIT, MAX_LIMIT, Order } from "../pagination/page.ts"
import { EventId } from "./node_event.ts"
import { LIST_SEPARATOR } from "./list_separator.ts"
import { isPlainText } from "./plain_text.ts"
import { BatchNum, ItemId, MAX_UINT32, MAX_UINT64, SlotNum, TokenId, TokenSymbol } from "./scalars.ts"

/** A string of decimal digits decoded to a number in 0..`maximum`. */
function digits(maximum: number) {
  return Schema.String.check(
    Schema.isPattern(/^[0-9]{1,16}$/u, { expected: "an unsigned integer written with decimal digits" })
  ).pipe(
    Schema.decodeTo(
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum })),
      SchemaTransformation.transform({ decode: (s) => Number(s), encode: (n) => String(n) })
    )
  )
}

/** A token id as a query or path parameter. */
export const TokenIdParam = digits(MAX_UINT32).pipe(Schema.decodeTo(TokenId))
/** A batch number as a query or path parameter. */
export const BatchNumParam = digits(MAX_UINT32).pipe(Schema.decodeTo(BatchNum))
/** A slot number as a query or path parameter. */
export const SlotNumParam = digits(MAX_UINT32).pipe(Schema.decodeTo(SlotNum))
/** An event id as the `after` query parameter of `/events`. */
export const EventIdParam = digits(Number.MAX_SAFE_INTEGER).pipe(Schema.decodeTo(EventId))
/** A nonce as a path parameter: decimal digits, 0..2^64−1. */
export const NonceParam = Schema.String.check(
  Schema.isPattern(/^[0-9]{1,20}$/u, { expected: "an unsigned integer written with decimal digits" })
).pipe(
  Schema.decodeTo(
    Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: MAX_UINT64 })),
    SchemaTransformation.transform({ decode: (s) => BigInt(s), encode: (n) => String(n) })
  ),
  Schema.brand("Nonce")
)
/** The exclusive upper bound of `/batches` (one above the largest batch number). */
export const MaxBatchNumParam = digits(MAX_UINT32 + 1)
/** An itemId as the `fromItem` query parameter. */
export const ItemIdParam = digits(Number.MAX_SAFE_INTEGER).pipe(Schema.decodeTo(ItemId))
/** The page size as a query parameter, 1..2049. */
export const LimitParam = Schema.String.check(
  Schema.isPattern(/^[0-9]{1,16}$/u, { expected: "an unsigned integer written with decimal digits" })
).pipe(
  Schema.decodeTo(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LIMIT })),
    SchemaTransformation.transform({ decode: (s) => Number(s), encode: (n) => String(n) })
  )
)

/** A boolean query parameter: exactly `true` or `false`. */
export const BooleanParam = Schema.Literals(["true", "false"]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform<boolean, "true" | "false">({
      decode: (s) => s === "true",
      encode: (b) => (b ? "true" : "false")
    })
  )
)

/** A free-text query parameter: at least one character of well-formed Unicode without NUL or U+FFFD. */
export const TextParam = Schema.String.check(Schema.isMinLength(1), isPlainText)

/**
 * How a list parameter's elements are separated: by `,` alone (the interface), or by `,` or `|` (the anchor's final
 * dialect splits its lists on `|`; the later revision takes both, the revision table's `listSeparators` row).
 */
export type ListSeparators = "comma" | "commaOrPipe"

/** Each style's rule, its split and how its lists are described. */
const SEPARATED = {
  comma: {
    pattern: /^[^,]+(,[^,]+)*$/u,
    split: /,/u,
    expected: (what: string) => `a comma-separated list of ${what} without empty elements`,
    description: (what: string) => `Comma-separated ${what}`
  },
  commaOrPipe: {
    pattern: /^[^,|]+([,|][^,|]+)*$/u,
    split: LIST_SEPARATOR,
    expected: (what: string) => `a list of ${what} separated by '|' or ',' without empty elements`,
    description: (what: string) => `${what.charAt(0).toUpperCase()}${what.slice(1)} separated by '|' or ','`
  }
} as const

/** How a list of `what` separated as `separators` says is described, e.g. `Comma-separated token ids`. */
export function listDescription(what: string, separators: ListSeparators): string {
  return SEPARATED[separators].description(what)
}

/** A list of `element`s separated as `separators` says, without empty elements (written back with `,`). */
export function listParam<S extends Schema.Codec<unknown, string>>(
  element: S,
  what: string,
  separators: ListSeparators
) {
  const style = SEPARATED[separators]
  return Schema.String.check(Schema.isPattern(style.pattern, { expected: style.expected(what) })).pipe(
    Schema.decodeTo(
      Schema.Array(element),
      SchemaTransformation.transform<ReadonlyArray<string>, string>({
        decode: (s) => s.split(style.split),
        encode: (items) => items.join(",")
      })
    )
  )
}

/** Token ids as a list parameter, in each separator style. */
export const TokenIdListParams = {
  comma: listParam(TokenIdParam, "token ids", "comma"),
  commaOrPipe: listParam(TokenIdParam, "token ids", "commaOrPipe")
} as const
/** Token symbols as a list parameter, in each separator style. */
export const SymbolListParams = {
  comma: listParam(TokenSymbol, "token symbols", "comma"),
  commaOrPipe: listParam(TokenSymbol, "token symbols", "commaOrPipe")
} as const

/** The `fromItem` query parameter. */
const FromItemQuery = Schema.optionalKey(
  ItemIdParam.annotate({
    description:
      "First itemId to include (inclusive); omit on the first call, then use the last itemId + 1 (ASC) or − 1 (DESC)"
  })
)

/** The `order` query parameter as documented. */
const OrderParam = Order.annotate({ description: "Order of the items by itemId", default: "ASC" })

/** The `limit` query parameter as documented. */
const DocumentedLimitParam = LimitParam.annotate({
  description: "Maximum number of items to return",
  default: DEFAULT_LIMIT
})

/** The pagination query parameters shared by every list endpoint. */
export const PaginationQuery = {
  fromItem: FromItemQuery,
  order: OrderParam.pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed("ASC" as const))),
  limit: DocumentedLimitParam.pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed(DEFAULT_LIMIT)))
}

/**
 * The pagination query parameters of a list that also answers a bulk lookup: documented alike, but `order` and `limit`
 * are left absent when not given (`pageRequest` defaults them), so that the lookup can tell whether they were given.
 */
export const UndefaultedPaginationQuery = {
  fromItem: FromItemQuery,
  order: Schema.optionalKey(OrderParam),
  limit: Schema.optionalKey(DocumentedLimitParam)
}
