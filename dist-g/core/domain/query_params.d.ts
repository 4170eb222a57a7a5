/**
 * Codecs for query and path parameters, which arrive as strings. Numbers must be plain decimal
 * digits (no sign, exponent, fraction or spaces), booleans exactly `true`/`false`,
 * comma-separated lists may not have empty elements (`decisions.md`, Filters), and free text is
 * well-formed Unicode without NUL, checked here before any storage sees it (`TextParam`).
 */
import { Schema } from "effect";
/** A token id as a query or path parameter. */
export declare const TokenIdParam: Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>;
/** A batch number as a query or path parameter. */
export declare const BatchNumParam: Schema.compose<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>;
/** A slot number as a query or path parameter. */
export declare const SlotNumParam: Schema.compose<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>;
/** An event id as the `after` query parameter of `/events`. */
export declare const EventIdParam: Schema.compose<Schema.brand<Schema.Int, "EventId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>;
/** The exclusive upper bound of `/batches` (one above the largest batch number). */
export declare const MaxBatchNumParam: Schema.decodeTo<Schema.Int, Schema.String, never, never>;
/** An itemId as the `fromItem` query parameter. */
export declare const ItemIdParam: Schema.compose<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>;
/** The page size as a query parameter, 1..2049. */
export declare const LimitParam: Schema.decodeTo<Schema.Int, Schema.String, never, never>;
/** A boolean query parameter: exactly `true` or `false`. */
export declare const BooleanParam: Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>;
/**
 * Why `text` is not acceptable free text, or undefined when it is: a NUL character (which
 * PostgreSQL text cannot hold), U+FFFD (what a decoder makes of bytes that are not UTF-8, e.g. a
 * query's `%FF`, `%C3%28` or an encoded surrogate `%ED%A0%80`), or an unpaired UTF-16 surrogate.
 */
export declare function textProblem(text: string): string | undefined;
/** The check of free text (`textProblem`), documented in the OpenAPI document by its description. */
export declare const isPlainText: import("effect/SchemaAST").Filter<string>;
/** A free-text query parameter: at least one character of well-formed Unicode without NUL or U+FFFD. */
export declare const TextParam: Schema.String;
/** A comma-separated list of `element`s without empty elements. */
export declare function commaList<S extends Schema.Codec<unknown, string>>(element: S, what: string): Schema.decodeTo<Schema.$Array<S>, Schema.String, never, never>;
/** Comma-separated token ids. */
export declare const TokenIdListParam: Schema.decodeTo<Schema.$Array<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>, Schema.String, never, never>;
/** Comma-separated token symbols. */
export declare const SymbolListParam: Schema.decodeTo<Schema.$Array<Schema.brand<Schema.String, "TokenSymbol">>, Schema.String, never, never>;
/** The pagination query parameters shared by every list endpoint. */
export declare const PaginationQuery: {
    fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
};
