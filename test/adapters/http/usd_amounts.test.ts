/** USD amounts carry 12 significant digits: `roundUsd`, the `Usd` codec, and a stored price with floating-point noise
 * answered rounded on memory and PostgreSQL (embedded, and a server with DATABASE_URL). */
import { Effect, Layer, Redacted, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../memory/memory_storage.ts"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { roundUsd, TokenId, Usd, USD_SIGNIFICANT_DIGITS } from "../../../core/domain/scalars.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import type { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { DATABASE_URL, embeddedStorage, freshServerDatabase } from "../sql/test_databases.ts"
import { FixtureSettings, seedFixture } from "./fixture.ts"
import { send, type WebHandler } from "./web_client.ts"

const NOISY = 2693.7000000000003

describe("roundUsd and the Usd codec", () => {
  it("round to 12 significant digits: float noise goes, cents and small prices stay", () => {
    expect(USD_SIGNIFICANT_DIGITS).toBe(12)
    expect(roundUsd(NOISY)).toBe(2693.7)
    expect(roundUsd(0.1 + 0.2)).toBe(0.3)
    expect(roundUsd(0)).toBe(0)
    expect(roundUsd(1234567890.12)).toBe(1234567890.12)
    expect(roundUsd(0.000012345678901234)).toBe(0.0000123456789012)
    expect(Schema.encodeSync(Usd)(NOISY)).toBe(2693.7)
    expect(Schema.decodeUnknownSync(Usd)(NOISY)).toBe(NOISY)
  })
})

/** A storage seeded with the fixture, ETH priced with float noise, served. */
function served(ports: Layer.Layer<StoragePorts, unknown, PoseidonHasher>) {
  const priced = Effect.gen(function* () {
    yield* seedFixture
    yield* Effect.orDie((yield* Ledger).setTokenPrice(TokenId.make(0), NOISY, new Date("2026-01-01T00:00:30.000Z")))
  })
  return webHandler(
    Layer.mergeAll(
      Layer.effectDiscard(priced).pipe(Layer.provideMerge(ports.pipe(Layer.provide(PoseidonCrypto.layer)))),
      SystemClock.layer,
      FixtureSettings
    )
  )
}

const storages: Array<[string, ReturnType<typeof served>]> = []

beforeAll(() => {
  storages.push(["memory", served(memoryStorage)])
  storages.push(["embedded PostgreSQL", served(embeddedStorage)])
  if (DATABASE_URL !== undefined) {
    const url = DATABASE_URL
    storages.push([
      "PostgreSQL server",
      served(
        Layer.unwrap(
          Effect.map(freshServerDatabase(url), (database) =>
            SqlStorage.layer({ connection: { url: Redacted.make(database), maxConnections: 2 } })
          )
        )
      )
    ])
  }
})

afterAll(async () => {
  for (const [, web] of storages) await web.dispose()
})

describe("USD amounts on the wire", () => {
  it("a noisy price is answered rounded, the same bytes on every storage", async () => {
    const answers: Array<string> = []
    for (const [name, web] of storages) {
      const handler: WebHandler = (request) => web.handler(request)
      const token = await send(handler, "/tokens/0")
      expect(token.status, name).toBe(200)
      expect(token.text, name).toContain(`"USD":2693.7,`)
      answers.push(token.text)
    }
    expect(new Set(answers).size).toBe(1)
  }, 60_000)
})
