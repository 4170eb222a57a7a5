/**
 * The devnet's examples in the API description, from `npm run openapi:examples` (`devnet_examples.json`,
 * checked against a fresh devnet by a test), put into each operation's parameters, body and 200 answer.
 */
import { Schema } from "effect";
import { type JsonObject } from "./json_object.ts";
/** What a client sent for one operation and what the devnet node answered. */
export declare const OperationExample: Schema.Struct<{
    readonly method: Schema.Literals<readonly ["GET", "POST"]>;
    /** Path and query, relative to the revision's base path (`/batches?limit=2`). */
    readonly path: Schema.String;
    /** The JSON body sent (POST). */
    readonly body: Schema.optionalKey<Schema.Unknown>;
    /** The JSON body of the 200 answer; absent when it has none. */
    readonly response: Schema.optionalKey<Schema.Unknown>;
}>;
export type OperationExample = typeof OperationExample.Type;
/** One revision's examples, by operationId (`account.listAccounts`). */
export declare const RevisionExamples: Schema.$Record<Schema.String, Schema.Struct<{
    readonly method: Schema.Literals<readonly ["GET", "POST"]>;
    /** Path and query, relative to the revision's base path (`/batches?limit=2`). */
    readonly path: Schema.String;
    /** The JSON body sent (POST). */
    readonly body: Schema.optionalKey<Schema.Unknown>;
    /** The JSON body of the 200 answer; absent when it has none. */
    readonly response: Schema.optionalKey<Schema.Unknown>;
}>>;
export type RevisionExamples = typeof RevisionExamples.Type;
declare const DevnetExamples: Schema.Struct<{
    readonly later: Schema.$Record<Schema.String, Schema.Struct<{
        readonly method: Schema.Literals<readonly ["GET", "POST"]>;
        /** Path and query, relative to the revision's base path (`/batches?limit=2`). */
        readonly path: Schema.String;
        /** The JSON body sent (POST). */
        readonly body: Schema.optionalKey<Schema.Unknown>;
        /** The JSON body of the 200 answer; absent when it has none. */
        readonly response: Schema.optionalKey<Schema.Unknown>;
    }>>;
    readonly earlier: Schema.$Record<Schema.String, Schema.Struct<{
        readonly method: Schema.Literals<readonly ["GET", "POST"]>;
        /** Path and query, relative to the revision's base path (`/batches?limit=2`). */
        readonly path: Schema.String;
        /** The JSON body sent (POST). */
        readonly body: Schema.optionalKey<Schema.Unknown>;
        /** The JSON body of the 200 answer; absent when it has none. */
        readonly response: Schema.optionalKey<Schema.Unknown>;
    }>>;
}>;
/** The committed examples (`devnet_examples.json`), checked against their schema on first use. */
export declare function devnetExamples(): typeof DevnetExamples.Type;
/** Writes one operation's example into it (`template`: its OpenAPI path). */
export declare function documentExample(operation: JsonObject, template: string, example: OperationExample): void;
export {};
