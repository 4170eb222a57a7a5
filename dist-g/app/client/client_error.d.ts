/** The one failure of the `send` command's own making: a request that cannot be turned into a transaction. */
import { Schema } from "effect";
declare const ClientError_base: Schema.Class<ClientError, Schema.TaggedStruct<"ClientError", {
    readonly message: Schema.String;
}>, import("effect/Cause").YieldableError>;
/** The request could not be turned into a transaction (no such token or account, an amount too small for any fee…). */
export declare class ClientError extends ClientError_base {
}
export {};
