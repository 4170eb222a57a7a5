/** Transport-neutral errors of the core, each with its catalogue `type`; adapters map kinds to statuses. */
import { Schema } from "effect"

export {
  type CatalogueEntry,
  catalogueEntries,
  ErrorCatalogue,
  type ErrorType,
  isExtensionError
} from "./error_catalogue.ts"

/** The catalogue error types a `BadRequest` can carry. */
export const BadRequestType = Schema.Literals([
  "ErrParamValidationFailed",
  "ErrDuplicatedKey",
  "ErrExitAmount0",
  "ErrInvalidTxTypeOrTxID",
  "ErrInvalidFloat40Amount",
  "ErrFeeOverflow",
  "ErrGettingSenderAccount",
  "ErrAccountTokenNotEqualTxToken",
  "ErrInvalidNonce",
  "ErrInvalidSignature",
  "ErrGettingReceiverAccount",
  "ErrNothingToReplace",
  "ErrReplacementNotPending",
  "ErrReplacementFeeTooLow",
  "ErrReplacementAtomicMember",
  "ErrTxsNotAtomic",
  "ErrSingleTxInAtomicEndpoint",
  "ErrRqOffsetOutOfBounds",
  "ErrInvalidAtomicGroupID",
  "ErrFailedToFindOffsetToRelativePosition"
])
export type BadRequestType = typeof BadRequestType.Type

/** The request is invalid: a parameter, a combination of parameters, or a rule of the interface. */
export class BadRequest extends Schema.TaggedError<BadRequest>()("BadRequest", {
  type: BadRequestType,
  message: Schema.String
}) {}

/** The identified item does not exist. */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", {
  message: Schema.String
}) {}

/** The storage cannot serve the request now. */
export class Unavailable extends Schema.TaggedError<Unavailable>()("Unavailable", {
  message: Schema.String
}) {}

/** The node serves as many event subscribers as it may (`EVENTS_MAX_SUBSCRIBERS`). */
export class TooManySubscribers extends Schema.TaggedError<TooManySubscribers>()("TooManySubscribers", {
  message: Schema.String
}) {}

/** The client already holds its share of the event streams (`CLIENT_SHARE_PERCENT` of `EVENTS_MAX_SUBSCRIBERS`). */
export class ClientShareFull extends Schema.TaggedError<ClientShareFull>()("ClientShareFull", {
  message: Schema.String
}) {}

/** A BadRequest for a malformed or disallowed parameter. */
export function invalidParam(message: string): BadRequest {
  return new BadRequest({ type: "ErrParamValidationFailed", message })
}
