/** The error catalogue: every code and type the service emits, and its meaning; plain data without imports, so the
 * transport server renders errors before Effect loads. Only the later revision documents an `extension` entry. */

/** One entry of the error catalogue. */
export interface CatalogueEntry {
  readonly code: number
  readonly type: string
  readonly description: string
  /** Emitted only by an extension of the contract (later revision only). */
  readonly extension?: true
}

/** Every error code and type the service emits, numbered as in the anchor where a case exists there. */
export const ErrorCatalogue = {
  ErrParamValidationFailed: {
    code: 1,
    type: "ErrParamValidationFailed",
    description: "A query, path or body parameter is malformed, out of bounds, or combined with an incompatible one"
  },
  ErrDuplicatedKey: {
    code: 2,
    type: "ErrDuplicatedKey",
    description: "An item with the same key but different content already exists"
  },
  ErrStorageUnavailable: {
    code: 3,
    type: "ErrStorageUnavailable",
    description: "The storage is unreachable or overloaded; retry later"
  },
  ErrNotFound: { code: 4, type: "ErrNotFound", description: "No item matches the given identifier" },
  ErrExitAmount0: { code: 5, type: "ErrExitAmount0", description: "An exit must move a positive amount" },
  ErrInvalidTxTypeOrTxID: {
    code: 6,
    type: "ErrInvalidTxTypeOrTxID",
    description:
      "The transaction id or type does not match the one computed from the body, or a field cannot be encoded in it (a fee selector above 255, a nonce of 2^40 or more)"
  },
  ErrFeeOverflow: { code: 7, type: "ErrFeeOverflow", description: "The fee amount does not fit in 128 bits" },
  ErrGettingSenderAccount: {
    code: 8,
    type: "ErrGettingSenderAccount",
    description: "The sender account does not exist"
  },
  ErrAccountTokenNotEqualTxToken: {
    code: 9,
    type: "ErrAccountTokenNotEqualTxToken",
    description: "The transaction token differs from the account token"
  },
  ErrInvalidNonce: { code: 10, type: "ErrInvalidNonce", description: "The nonce is lower than the account nonce" },
  ErrInvalidSignature: { code: 11, type: "ErrInvalidSignature", description: "The signature does not verify" },
  ErrGettingReceiverAccount: {
    code: 12,
    type: "ErrGettingReceiverAccount",
    description: "The receiver account does not exist"
  },
  ErrTxsNotAtomic: {
    code: 18,
    type: "ErrTxsNotAtomic",
    description:
      "POST /atomic-pool: at least one transaction of the group could be forged without the others (the members' requests do not form one strongly connected group)",
    extension: true
  },
  ErrSingleTxInAtomicEndpoint: {
    code: 19,
    type: "ErrSingleTxInAtomicEndpoint",
    description: "POST /atomic-pool: a group takes at least two transactions",
    extension: true
  },
  ErrRqOffsetOutOfBounds: {
    code: 20,
    type: "ErrRqOffsetOutOfBounds",
    description: "POST /atomic-pool: a transaction's requestOffset names a position outside the group's array",
    extension: true
  },
  ErrInvalidAtomicGroupID: {
    code: 21,
    type: "ErrInvalidAtomicGroupID",
    description: "POST /atomic-pool: atomicGroupId is not keccak-256 of the members' transaction ids in order",
    extension: true
  },
  ErrFailedToFindOffsetToRelativePosition: {
    code: 22,
    type: "ErrFailedToFindOffsetToRelativePosition",
    description:
      "POST /atomic-pool: a transaction's requestOffset is 0 (it requests nothing, so it could be forged alone) or above 7",
    extension: true
  },
  ErrRouteNotFound: { code: 26, type: "ErrRouteNotFound", description: "No endpoint has this path" },
  ErrMethodNotAllowed: {
    code: 27,
    type: "ErrMethodNotAllowed",
    description: "The endpoint does not accept this HTTP method"
  },
  ErrPayloadTooLarge: { code: 28, type: "ErrPayloadTooLarge", description: "The request body exceeds the size limit" },
  ErrUnsupportedMediaType: {
    code: 29,
    type: "ErrUnsupportedMediaType",
    description: "The request body is not application/json"
  },
  ErrInternal: { code: 30, type: "ErrInternal", description: "An unexpected internal error" },
  ErrInvalidFloat40Amount: {
    code: 31,
    type: "ErrInvalidFloat40Amount",
    description:
      "An amount cannot be represented as a Float40 (35-bit mantissa, exponent of ten up to 31) without losing digits"
  },
  ErrStarting: {
    code: 32,
    type: "ErrStarting",
    description: "The node is starting (opening, migrating or seeding its storage); retry shortly"
  },
  ErrRequestTimeout: {
    code: 33,
    type: "ErrRequestTimeout",
    description: "The request did not complete within the server's deadline; retry later"
  },
  ErrShuttingDown: {
    code: 34,
    type: "ErrShuttingDown",
    description: "The node is shutting down and takes no new requests; retry on another node or later"
  },
  ErrUriTooLong: {
    code: 35,
    type: "ErrUriTooLong",
    description: "The request target (path and query) exceeds the size limit"
  },
  ErrHeadersTooLarge: {
    code: 36,
    type: "ErrHeadersTooLarge",
    description: "The request's header section exceeds the size limit"
  },
  ErrMalformedRequest: {
    code: 37,
    type: "ErrMalformedRequest",
    description: "The request is not valid HTTP/1.1 (e.g. no Host header, a malformed request line or header)"
  },
  ErrTooManySubscribers: {
    code: 38,
    type: "ErrTooManySubscribers",
    description:
      "The node streams events to as many subscribers as it is configured for; retry later or on another node"
  },
  ErrTooManyRequests: {
    code: 39,
    type: "ErrTooManyRequests",
    description:
      "The client (its API key, or its address without one: an IPv6 address by its /64) is over its tier's rate limit, or holds its whole share of the node's work in progress, connections or event streams; retry after Retry-After seconds"
  },
  ErrOverloaded: {
    code: 40,
    type: "ErrOverloaded",
    description:
      "The node has as much work in progress as it takes (or its requests have been waiting past its target); it sheds this request at once instead of slowing every other: retry after `Retry-After` seconds, or on another node"
  },
  ErrInvalidApiKey: {
    code: 41,
    type: "ErrInvalidApiKey",
    description: "The API key presented (X-API-Key or Authorization: Bearer) is unknown or revoked"
  },
  ErrNothingToReplace: {
    code: 42,
    type: "ErrNothingToReplace",
    description: "replace=true, but the sender has no pending (pend) transaction with this nonce to replace",
    extension: true
  },
  ErrReplacementNotPending: {
    code: 43,
    type: "ErrReplacementNotPending",
    description:
      "replace=true, but a transaction of the sender with this nonce is being forged (fing) or was forged (fged): it can no longer be replaced",
    extension: true
  },
  ErrReplacementFeeTooLow: {
    code: 44,
    type: "ErrReplacementFeeTooLow",
    description:
      "replace=true (or a PUT replacing a pool transaction), but the fee (in the token's units) is not at least 10 % above the fee of the pending transaction it would replace",
    extension: true
  },
  ErrReplacementAtomicMember: {
    code: 45,
    type: "ErrReplacementAtomicMember",
    description:
      "replace=true (or a PUT replacing a pool transaction), but the pending transaction of the sender with this nonce is a member of an atomic group: it is forged with its group or not at all, and cannot be replaced by nonce alone",
    extension: true
  }
} as const satisfies Record<string, CatalogueEntry>

/** A catalogue error type. */
export type ErrorType = keyof typeof ErrorCatalogue

/** Whether catalogue type `type` is emitted only by an extension of the contract. */
export function isExtensionError(type: ErrorType): boolean {
  const entry: CatalogueEntry = ErrorCatalogue[type]
  return entry.extension === true
}

/** The catalogue entries a revision documents: every one with its extensions, else those of the contract. */
export function catalogueEntries(withExtensions: boolean): ReadonlyArray<(typeof ErrorCatalogue)[ErrorType]> {
  const entries = Object.values(ErrorCatalogue)
  return withExtensions ? entries : entries.filter((entry) => !isExtensionError(entry.type))
}
