/**
 * The error catalogue (`decisions.md`, Errors): every code and type the service emits, with what
 * it means. Plain data without imports, so that what answers before Effect is loaded (the
 * transport server, `adapters/http/transport/`) renders its errors from it too. An entry only an
 * extension of the contract emits is marked `extension`: it is documented in the later revision
 * only (the earlier revision's documents never change).
 */
/** One entry of the error catalogue. */
export interface CatalogueEntry {
    readonly code: number;
    readonly type: string;
    readonly description: string;
    /** Emitted only by an extension of the contract (later revision only). */
    readonly extension?: true;
}
/** Every error code and type the service emits, numbered as in the anchor where a case exists there. */
export declare const ErrorCatalogue: {
    readonly ErrParamValidationFailed: {
        readonly code: 1;
        readonly type: "ErrParamValidationFailed";
        readonly description: "A query, path or body parameter is malformed, out of bounds, or combined with an incompatible one";
    };
    readonly ErrDuplicatedKey: {
        readonly code: 2;
        readonly type: "ErrDuplicatedKey";
        readonly description: "An item with the same key but different content already exists";
    };
    readonly ErrStorageUnavailable: {
        readonly code: 3;
        readonly type: "ErrStorageUnavailable";
        readonly description: "The storage is unreachable or overloaded; retry later";
    };
    readonly ErrNotFound: {
        readonly code: 4;
        readonly type: "ErrNotFound";
        readonly description: "No item matches the given identifier";
    };
    readonly ErrExitAmount0: {
        readonly code: 5;
        readonly type: "ErrExitAmount0";
        readonly description: "An exit must move a positive amount";
    };
    readonly ErrInvalidTxTypeOrTxID: {
        readonly code: 6;
        readonly type: "ErrInvalidTxTypeOrTxID";
        readonly description: "The transaction id or type does not match the one computed from the body, or a field cannot be encoded in it (a fee selector above 255, a nonce of 2^40 or more)";
    };
    readonly ErrFeeOverflow: {
        readonly code: 7;
        readonly type: "ErrFeeOverflow";
        readonly description: "The fee amount does not fit in 128 bits";
    };
    readonly ErrGettingSenderAccount: {
        readonly code: 8;
        readonly type: "ErrGettingSenderAccount";
        readonly description: "The sender account does not exist";
    };
    readonly ErrAccountTokenNotEqualTxToken: {
        readonly code: 9;
        readonly type: "ErrAccountTokenNotEqualTxToken";
        readonly description: "The transaction token differs from the account token";
    };
    readonly ErrInvalidNonce: {
        readonly code: 10;
        readonly type: "ErrInvalidNonce";
        readonly description: "The nonce is lower than the account nonce";
    };
    readonly ErrInvalidSignature: {
        readonly code: 11;
        readonly type: "ErrInvalidSignature";
        readonly description: "The signature does not verify";
    };
    readonly ErrGettingReceiverAccount: {
        readonly code: 12;
        readonly type: "ErrGettingReceiverAccount";
        readonly description: "The receiver account does not exist";
    };
    readonly ErrRouteNotFound: {
        readonly code: 26;
        readonly type: "ErrRouteNotFound";
        readonly description: "No endpoint has this path";
    };
    readonly ErrMethodNotAllowed: {
        readonly code: 27;
        readonly type: "ErrMethodNotAllowed";
        readonly description: "The endpoint does not accept this HTTP method";
    };
    readonly ErrPayloadTooLarge: {
        readonly code: 28;
        readonly type: "ErrPayloadTooLarge";
        readonly description: "The request body exceeds the size limit";
    };
    readonly ErrUnsupportedMediaType: {
        readonly code: 29;
        readonly type: "ErrUnsupportedMediaType";
        readonly description: "The request body is not application/json";
    };
    readonly ErrInternal: {
        readonly code: 30;
        readonly type: "ErrInternal";
        readonly description: "An unexpected internal error";
    };
    readonly ErrInvalidFloat40Amount: {
        readonly code: 31;
        readonly type: "ErrInvalidFloat40Amount";
        readonly description: "An amount cannot be represented as a Float40 (35-bit mantissa, exponent of ten up to 31) without losing digits";
    };
    readonly ErrStarting: {
        readonly code: 32;
        readonly type: "ErrStarting";
        readonly description: "The node is starting (opening, migrating or seeding its storage); retry shortly";
    };
    readonly ErrRequestTimeout: {
        readonly code: 33;
        readonly type: "ErrRequestTimeout";
        readonly description: "The request did not complete within the server's deadline; retry later";
    };
    readonly ErrShuttingDown: {
        readonly code: 34;
        readonly type: "ErrShuttingDown";
        readonly description: "The node is shutting down and takes no new requests; retry on another node or later";
    };
    readonly ErrUriTooLong: {
        readonly code: 35;
        readonly type: "ErrUriTooLong";
        readonly description: "The request target (path and query) exceeds the size limit";
    };
    readonly ErrHeadersTooLarge: {
        readonly code: 36;
        readonly type: "ErrHeadersTooLarge";
        readonly description: "The request's header section exceeds the size limit";
    };
    readonly ErrMalformedRequest: {
        readonly code: 37;
        readonly type: "ErrMalformedRequest";
        readonly description: "The request is not valid HTTP/1.1 (e.g. no Host header, a malformed request line or header)";
    };
    readonly ErrTooManySubscribers: {
        readonly code: 38;
        readonly type: "ErrTooManySubscribers";
        readonly description: "The node streams events to as many subscribers as it is configured for; retry later or on another node";
    };
    readonly ErrTooManyRequests: {
        readonly code: 39;
        readonly type: "ErrTooManyRequests";
        readonly description: "The client (its API key, or its IP address without one) is over its tier's rate limit; retry after Retry-After seconds";
    };
    readonly ErrOverloaded: {
        readonly code: 40;
        readonly type: "ErrOverloaded";
        readonly description: "The node has as much work in progress as it takes (or its requests have been waiting past its target); it sheds this request at once instead of slowing every other: retry after `Retry-After` seconds, or on another node";
    };
    readonly ErrInvalidApiKey: {
        readonly code: 41;
        readonly type: "ErrInvalidApiKey";
        readonly description: "The API key presented (X-API-Key or Authorization: Bearer) is unknown or revoked";
    };
    readonly ErrNothingToReplace: {
        readonly code: 42;
        readonly type: "ErrNothingToReplace";
        readonly description: "replace=true, but the sender has no pending (pend) transaction with this nonce to replace";
        readonly extension: true;
    };
    readonly ErrReplacementNotPending: {
        readonly code: 43;
        readonly type: "ErrReplacementNotPending";
        readonly description: "replace=true, but a transaction of the sender with this nonce is being forged (fing) or was forged (fged): it can no longer be replaced";
        readonly extension: true;
    };
    readonly ErrReplacementFeeTooLow: {
        readonly code: 44;
        readonly type: "ErrReplacementFeeTooLow";
        readonly description: "replace=true, but the fee (in the token's units) is not at least 10 % above the fee of the pending transaction it would replace";
        readonly extension: true;
    };
};
/** A catalogue error type. */
export type ErrorType = keyof typeof ErrorCatalogue;
/** Whether catalogue type `type` is emitted only by an extension of the contract. */
export declare function isExtensionError(type: ErrorType): boolean;
/** The catalogue entries a revision documents: every one with its extensions, else those of the contract. */
export declare function catalogueEntries(withExtensions: boolean): ReadonlyArray<(typeof ErrorCatalogue)[ErrorType]>;
