/** The one mapping from core errors to HTTP statuses and catalogue types. */
import type { HttpServerResponse } from "effect/http";
import { BadRequest, NotFound, TooManySubscribers, Unavailable } from "../../../core/errors.ts";
/** An error a use case can fail with. */
export type CoreError = BadRequest | NotFound | Unavailable | TooManySubscribers;
/** The response of a core error, with its catalogue type's status (`statusOfType`, the one the document lists). */
export declare function coreErrorResponse(error: CoreError): HttpServerResponse.HttpServerResponse;
/** Whether a value (a defect, typically) is a core error. */
export declare function isCoreError(u: unknown): u is CoreError;
