/** The one failure of the `send` command's own making: a request that cannot be turned into a transaction. */
import { Schema } from "effect"

/** The request could not be turned into a transaction (no such token or account, an amount too small for any fee…). */
export class ClientError extends Schema.TaggedError<ClientError>()("ClientError", {
  message: Schema.String
}) {}
