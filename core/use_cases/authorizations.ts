/** Use cases of `POST /account-creation-authorization` and its GET: signed by the address it names, over its key, for
 * the configured chain and contract; one authorization per address. */
import { Effect, Option } from "effect"
import type { AccountCreationAuthorization, AccountCreationAuthorizationPost } from "../domain/account_authorization.ts"
import { type BjjKey, EMPTY_BJJ, encodeBjj } from "../domain/bjj.ts"
import { type AuthorizationDryRun, AuthorizationDryRun as AuthorizationDryRunSchema } from "../domain/dry_run.ts"
import { type EthAddress, ZERO_ADDRESS } from "../domain/eth_address.ts"
import { BadRequest, invalidParam, NotFound } from "../errors.ts"
import { AuthorizationStore } from "../ports/authorization_store.ts"
import { WallClock } from "../ports/clock.ts"
import { authorizationDomainOf, NetworkSettings } from "../ports/network_settings.ts"
import { SignatureVerifier } from "../ports/signature_verifier.ts"
import { accountCreationDigest } from "../signing/account_creation_digest.ts"

/** What `POST /account-creation-authorization` answers with the wallet extensions (nothing, or a dry run's outcome) or without (nothing). */
export const PostSuccesses = { true: AuthorizationDryRunSchema, false: undefined } as const

/** The ports a submission needs. */
export type SubmitServices = AuthorizationStore | SignatureVerifier | NetworkSettings | WallClock

/** The rejection of an address that already authorized another key. */
function duplicate(address: EthAddress, stored: BjjKey): BadRequest {
  return new BadRequest({
    type: "ErrDuplicatedKey",
    message: `zk:${address} has already authorized another key, ${encodeBjj(stored)}`
  })
}

/**
 * The checks of a submission, in order: neither the key nor the address may be empty, then the
 * signature — unless this very authorization (address, key and signature) is stored, which a
 * submission answers at once (`identical`). `stored` is the address's authorization as read
 * before the signature check.
 */
const checked = Effect.fnUntraced(function* (
  body: AccountCreationAuthorizationPost
): Effect.fn.Return<
  { readonly identical: boolean; readonly stored: Option.Option<AccountCreationAuthorization> },
  BadRequest,
  SubmitServices
> {
  if (body.bjj === EMPTY_BJJ) return yield* invalidParam(`"bjj" must not be the empty key ${encodeBjj(EMPTY_BJJ)}`)
  if (body.zkEthereumAddress === ZERO_ADDRESS)
    return yield* invalidParam(`"zkEthereumAddress" must not be the zero address`)
  const store = yield* AuthorizationStore
  const stored = yield* store.get(body.zkEthereumAddress)
  if (Option.isSome(stored) && stored.value.bjj === body.bjj && stored.value.signature === body.signature) {
    return { identical: true, stored }
  }

  const settings = yield* NetworkSettings
  const domain = authorizationDomainOf(settings)
  const verifier = yield* SignatureVerifier
  const signer = yield* verifier.recoverEthereumSigner(accountCreationDigest(body.bjj, domain), body.signature)
  if (Option.isNone(signer) || signer.value !== body.zkEthereumAddress) {
    return yield* new BadRequest({
      type: "ErrInvalidSignature",
      message:
        `the signature is not zk:${body.zkEthereumAddress}'s authorization of key ${encodeBjj(body.bjj)} for chain ${domain.chainId} and rollup ${domain.verifyingContract} (EIP-712 domain "${domain.name}")` +
        (Option.isSome(signer) ? `; it was signed by ${signer.value}` : "; no signer can be recovered from it")
    })
  }
  return { identical: false, stored }
})

/** Checks an authorization's signature and stores it. */
export const submit = Effect.fnUntraced(function* (
  body: AccountCreationAuthorizationPost
): Effect.fn.Return<void, BadRequest, SubmitServices> {
  if ((yield* checked(body)).identical) return
  const clock = yield* WallClock
  const store = yield* AuthorizationStore
  const outcome = yield* store.add({
    timestamp: yield* clock.now,
    zkEthereumAddress: body.zkEthereumAddress,
    bjj: body.bjj,
    signature: body.signature
  })
  if (outcome._tag === "Existing" && outcome.authorization.bjj !== body.bjj) {
    return yield* duplicate(body.zkEthereumAddress, outcome.authorization.bjj)
  }
})

/**
 * What `submit` would answer for `body`, storing nothing: the same checks, then the address's
 * stored authorization (read by the checks) where `submit` writes: another key is the same
 * duplicate, the same key means nothing would be stored.
 */
export const dryRun = Effect.fnUntraced(function* (
  body: AccountCreationAuthorizationPost
): Effect.fn.Return<AuthorizationDryRun, BadRequest, SubmitServices> {
  const answer = (wouldBeStored: boolean): AuthorizationDryRun => ({
    zkEthereumAddress: body.zkEthereumAddress,
    bjj: body.bjj,
    wouldBeStored
  })
  const { identical, stored } = yield* checked(body)
  if (identical) return answer(false)
  if (Option.isNone(stored)) return answer(true)
  if (stored.value.bjj !== body.bjj) return yield* duplicate(body.zkEthereumAddress, stored.value.bjj)
  return answer(false)
})

/** The authorization of this address. */
export const get = Effect.fnUntraced(function* (
  address: EthAddress
): Effect.fn.Return<AccountCreationAuthorization, NotFound, AuthorizationStore> {
  const store = yield* AuthorizationStore
  const authorization = yield* store.get(address)
  if (Option.isNone(authorization))
    return yield* new NotFound({ message: `zk:${address} has no account-creation authorization` })
  return authorization.value
})
