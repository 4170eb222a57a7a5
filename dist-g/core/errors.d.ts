/**
 * Transport-neutral errors of the core and the error catalogue (`decisions.md`, Errors). Each
 * error carries a catalogue `type`; adapters map kinds to statuses (only `adapters/http` knows
 * HTTP) and render `{message, code, type}` from this catalogue.
 */
import { Schema } from "effect";
export { type CatalogueEntry, catalogueEntries, ErrorCatalogue, type ErrorType, isExtensionError } from "./error_catalogue.ts";
/** The catalogue error types a `BadRequest` can carry. */
export declare const BadRequestType: Schema.Literals<readonly ["ErrParamValidationFailed", "ErrDuplicatedKey", "ErrExitAmount0", "ErrInvalidTxTypeOrTxID", "ErrInvalidFloat40Amount", "ErrFeeOverflow", "ErrGettingSenderAccount", "ErrAccountTokenNotEqualTxToken", "ErrInvalidNonce", "ErrInvalidSignature", "ErrGettingReceiverAccount", "ErrNothingToReplace", "ErrReplacementNotPending", "ErrReplacementFeeTooLow"]>;
export type BadRequestType = typeof BadRequestType.Type;
declare const BadRequest_base: Schema.Class<BadRequest, Schema.TaggedStruct<"BadRequest", {
    readonly type: Schema.Literals<readonly ["ErrParamValidationFailed", "ErrDuplicatedKey", "ErrExitAmount0", "ErrInvalidTxTypeOrTxID", "ErrInvalidFloat40Amount", "ErrFeeOverflow", "ErrGettingSenderAccount", "ErrAccountTokenNotEqualTxToken", "ErrInvalidNonce", "ErrInvalidSignature", "ErrGettingReceiverAccount", "ErrNothingToReplace", "ErrReplacementNotPending", "ErrReplacementFeeTooLow"]>;
    readonly message: Schema.String;
}>, import("effect/Cause").YieldableError>;
/** The request is invalid: a parameter, a combination of parameters, or a rule of the interface. */
export declare class BadRequest extends BadRequest_base {
}
declare const NotFound_base: Schema.Class<NotFound, Schema.TaggedStruct<"NotFound", {
    readonly message: Schema.String;
}>, import("effect/Cause").YieldableError>;
/** The identified item does not exist. */
export declare class NotFound extends NotFound_base {
}
declare const Unavailable_base: Schema.Class<Unavailable, Schema.TaggedStruct<"Unavailable", {
    readonly message: Schema.String;
}>, import("effect/Cause").YieldableError>;
/** The storage cannot serve the request now. */
export declare class Unavailable extends Unavailable_base {
}
declare const TooManySubscribers_base: Schema.Class<TooManySubscribers, Schema.TaggedStruct<"TooManySubscribers", {
    readonly message: Schema.String;
}>, import("effect/Cause").YieldableError>;
/** The node serves as many event subscribers as it may (`EVENTS_MAX_SUBSCRIBERS`). */
export declare class TooManySubscribers extends TooManySubscribers_base {
}
/** A BadRequest for a malformed or disallowed parameter. */
export declare function invalidParam(message: string): BadRequest;
