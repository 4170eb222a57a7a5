/** `Authorizations.submit`, `dryRun` and `get`: stored with the clock's time; empty key, zero address, another signer
 * or chain refused; identical re-posts succeed, another key is a duplicate; dry runs store nothing. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer, Schema } from "effect"
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { AccountCreationAuthorizationPost } from "../../../core/domain/account_authorization.ts"
import { EMPTY_BJJ, encodeBjj } from "../../../core/domain/bjj.ts"
import { LOCAL_NETWORK } from "../../../core/domain/local_network.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { NetworkSettings } from "../../../core/ports/network_settings.ts"
import { Authorizations } from "../../../core/use_cases/mod.ts"
import { authorizationBody, authorizationSignature, DEVNET_DOMAIN } from "../../adapters/http/signed_authorizations.ts"
import { failure, NOW, SETTINGS, Wallets } from "./fixture.ts"

const W1 = devnetWallet(1)
const W2 = devnetWallet(2)

const decodeBody = Schema.decodeUnknownSync(AccountCreationAuthorizationPost)

/** The decoded body of wallet `wallet`'s authorization (see `authorizationBody`). */
const body = (...args: Parameters<typeof authorizationBody>) => decodeBody(authorizationBody(...args))

/** The catalogue type and message of a rejection. */
const rejection = (
  effect: Effect.Effect<unknown, { readonly type: string; readonly message: string }, Authorizations.SubmitServices>
) => Effect.map(failure(effect), (error) => ({ type: error.type, message: error.message }))

/** Runs a test on a fresh wallets' stage. */
const fresh = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof Wallets>>) => Effect.provide(effect, Wallets)

/** The message of a signature that is not `wallet`'s authorization of its key on the default domain. */
function notAuthorization(wallet: number, signedBy: string): string {
  const w = devnetWallet(wallet)
  return (
    `the signature is not zk:${w.ethAddress}'s authorization of key ${encodeBjj(w.bjjPublicKey)} for chain 1337 and rollup ` +
    `${LOCAL_NETWORK.contracts.rollup} (EIP-712 domain "Hermez Network"); ${signedBy}`
  )
}

describe("Authorizations", () => {
  it.effect("Authorizations.submit() stores a wallet's signed authorization of its key, stamped with the clock", () =>
    fresh(
      Effect.gen(function* () {
        const posted = body(1)
        yield* Authorizations.submit(posted)
        expect(yield* Authorizations.get(W1.ethAddress)).toEqual({
          timestamp: NOW,
          zkEthereumAddress: W1.ethAddress,
          bjj: W1.bjjPublicKey,
          signature: posted.signature
        })
      })
    )
  )

  it.effect("Authorizations.submit() refuses the empty key and the zero address before the signature", () =>
    fresh(
      Effect.gen(function* () {
        expect(yield* rejection(Authorizations.submit(body(1, { bjj: EMPTY_BJJ })))).toEqual({
          type: "ErrParamValidationFailed",
          message: `"bjj" must not be the empty key ${encodeBjj(EMPTY_BJJ)}`
        })
        const zero = decodeBody({ ...authorizationBody(1), zkEthereumAddress: `zk:0x${"00".repeat(20)}` })
        expect(yield* rejection(Authorizations.submit(zero))).toEqual({
          type: "ErrParamValidationFailed",
          message: `"zkEthereumAddress" must not be the zero address`
        })
      })
    )
  )

  it.effect("Authorizations.submit() refuses a signature by another key, naming its signer", () =>
    fresh(
      Effect.gen(function* () {
        expect(yield* rejection(Authorizations.submit(body(1, { signerWallet: 2 })))).toEqual({
          type: "ErrInvalidSignature",
          message: notAuthorization(1, `it was signed by ${W2.ethAddress}`)
        })
        expect((yield* failure(Authorizations.get(W1.ethAddress)))._tag).toBe("NotFound")
      })
    )
  )

  it.effect(
    "Authorizations.submit() refuses a signature for another chain, contract or domain name, and one no signer can be recovered from",
    () =>
      fresh(
        Effect.gen(function* () {
          for (const domain of [
            { chainId: 5 },
            { verifyingContract: LOCAL_NETWORK.contracts.auction },
            { name: "Other Network" }
          ]) {
            const rejected = yield* rejection(Authorizations.submit(body(1, { domain })))
            expect(rejected.type).toBe("ErrInvalidSignature")
            expect(rejected.message).toMatch(/^the signature is not zk:.*; it was signed by 0x[0-9a-fA-F]{40}$/)
          }
          const garbage = decodeBody({ ...authorizationBody(1), signature: "0x" + "00".repeat(64) + "1b" })
          expect(yield* rejection(Authorizations.submit(garbage))).toEqual({
            type: "ErrInvalidSignature",
            message: notAuthorization(1, "no signer can be recovered from it")
          })
        })
      )
  )

  it.effect(
    "Authorizations.submit() of the same authorization again succeeds at once: not checked anew, not stored anew",
    () =>
      fresh(
        Effect.gen(function* () {
          const posted = body(1)
          yield* Authorizations.submit(posted)
          // Another chain and a later clock: a new authorization would be refused, a stored one keeps its time.
          const elsewhere = { ...SETTINGS, config: { ...SETTINGS.config, chainId: 5 } }
          const later = WallClock.of({ now: Effect.succeed(new Date(NOW.getTime() + 60_000)) })
          yield* Authorizations.submit(posted).pipe(
            Effect.provideService(NetworkSettings, elsewhere),
            Effect.provideService(WallClock, later)
          )
          expect((yield* Authorizations.get(W1.ethAddress)).timestamp).toEqual(NOW)
          const rejected = yield* rejection(
            Authorizations.submit(body(2)).pipe(Effect.provideService(NetworkSettings, elsewhere))
          )
          expect(rejected.type).toBe("ErrInvalidSignature")
        })
      )
  )

  it.effect("Authorizations.submit() of another key for an address that authorized one is a duplicate", () =>
    fresh(
      Effect.gen(function* () {
        yield* Authorizations.submit(body(1))
        expect(yield* rejection(Authorizations.submit(body(1, { bjj: W2.bjjPublicKey })))).toEqual({
          type: "ErrDuplicatedKey",
          message: `zk:${W1.ethAddress} has already authorized another key, ${encodeBjj(W1.bjjPublicKey)}`
        })
        expect((yield* Authorizations.get(W1.ethAddress)).bjj).toBe(W1.bjjPublicKey)
      })
    )
  )

  it.effect("Authorizations.dryRun() answers whether it would be stored, and stores nothing", () =>
    fresh(
      Effect.gen(function* () {
        const posted = body(1)
        expect(yield* Authorizations.dryRun(posted)).toEqual({
          zkEthereumAddress: W1.ethAddress,
          bjj: W1.bjjPublicKey,
          wouldBeStored: true
        })
        expect((yield* failure(Authorizations.get(W1.ethAddress)))._tag).toBe("NotFound")
        yield* Authorizations.submit(posted)
        expect(yield* Authorizations.dryRun(posted)).toEqual({
          zkEthereumAddress: W1.ethAddress,
          bjj: W1.bjjPublicKey,
          wouldBeStored: false
        })
      })
    )
  )

  it.effect("Authorizations.dryRun() refuses what submit refuses: a bad signature, another key for the address", () =>
    fresh(
      Effect.gen(function* () {
        const forged = body(1, { signerWallet: 2 })
        expect(yield* rejection(Authorizations.dryRun(forged))).toEqual(yield* rejection(Authorizations.submit(forged)))
        yield* Authorizations.submit(body(1))
        const other = body(1, { bjj: W2.bjjPublicKey })
        expect((yield* rejection(Authorizations.dryRun(other))).type).toBe("ErrDuplicatedKey")
        expect(yield* rejection(Authorizations.dryRun(other))).toEqual(yield* rejection(Authorizations.submit(other)))
      })
    )
  )

  it.effect("Authorizations.get() is NotFound for an address without an authorization", () =>
    fresh(
      Effect.gen(function* () {
        expect(yield* failure(Authorizations.get(W2.ethAddress))).toMatchObject({
          _tag: "NotFound",
          message: `zk:${W2.ethAddress} has no account-creation authorization`
        })
      })
    )
  )

  it("the tests' signer signs over the settings' domain", () => {
    expect(DEVNET_DOMAIN).toEqual({
      name: SETTINGS.authorizationDomainName,
      chainId: SETTINGS.config.chainId,
      verifyingContract: SETTINGS.config.auction.hermezRollup
    })
    expect(authorizationSignature(1, W1.bjjPublicKey, DEVNET_DOMAIN)).toBe(authorizationBody(1).signature)
  })
})
