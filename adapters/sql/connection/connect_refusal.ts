/** A server that answered and refused this client (login, missing database or permission, TLS), as opposed to one that
 * cannot be reached: waiting changes nothing, so a start fails at once instead of retrying. */
import { Predicate } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { causeChain } from "./storage_failure.ts"

/** SQLSTATEs (or their two-character classes) with which a server refuses a client whatever the moment. */
const REFUSING_STATES = ["28", "3D000", "42501"]

/** Node's codes of a TLS handshake or certificate failure (OpenSSL's `ERR_SSL_…`, Node's `ERR_TLS_…`, X.509 verification results). */
const TLS_CODE =
  /^ERR_(SSL|TLS)_|CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY|DECRYPT|DECODE)_|HOSTNAME_MISMATCH|INVALID_CA|INVALID_PURPOSE|PATH_LENGTH_EXCEEDED/

/** What the PostgreSQL client says when the server does not offer TLS, or answers the TLS request with an error. */
const TLS_MESSAGE = /does not support TLS|refused TLS|negotiate TLS/i

function codeOf(u: object): string | undefined {
  return Predicate.hasProperty(u, "code") && typeof u.code === "string" ? u.code : undefined
}

/** Whether `error` is a refusal by a server that answered (login, database, permission, TLS), not a server out of reach. */
export function isConnectRefusal(error: SqlError): boolean {
  const reason = error.reason
  if (reason._tag === "AuthenticationError" || reason._tag === "AuthorizationError") return true
  for (const current of causeChain(reason)) {
    const code = codeOf(current)
    if (code !== undefined) {
      if (REFUSING_STATES.some((state) => code.startsWith(state))) return true
      if (TLS_CODE.test(code)) return true
    }
    if (
      Predicate.hasProperty(current, "message") &&
      typeof current.message === "string" &&
      TLS_MESSAGE.test(current.message)
    )
      return true
  }
  return false
}
