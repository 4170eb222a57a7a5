/** `EventFilter.matches`: kinds by `types`; transaction filters on either side, all holding; batch and reorg events
 * pass every filter but `types`. */
import { describe, expect, it } from "@effect/vitest"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { EVENT_TYPES, EventId, type EventType, type StoredEvent } from "../../../core/domain/node_event.ts"
import { TokenId } from "../../../core/domain/scalars.ts"
import { l1UserTxId } from "../../../core/domain/tx_id.ts"
import { ALL_EVENTS, type EventFilter, matches } from "../../../core/use_cases/event_filter.ts"
import { U1, U2, U3 } from "../../contract/fixture.ts"

const TX = l1UserTxId(4, 2)

/** A transfer event from 256 (U1) to 257 (U2) of token 0, as `type`. */
function transfer(type: EventType): StoredEvent {
  return {
    id: EventId.make(1),
    type,
    keys: {
      accounts: [AccountIdx.make(256), AccountIdx.make(257)],
      addresses: [U1.ethAddr, U2.ethAddr],
      keys: [U1.bjj, U2.bjj],
      tokenId: TokenId.make(0),
      txId: TX
    },
    data: {}
  }
}

/** A chain-wide event of `type`. */
function chainWide(type: "batch" | "reorg"): StoredEvent {
  return {
    id: EventId.make(2),
    type,
    keys: { accounts: [], addresses: [], keys: [], tokenId: null, txId: null },
    data: {}
  }
}

/** Every kind. */
const all = (fields: Omit<EventFilter, "types">): EventFilter => ({ types: new Set(EVENT_TYPES), ...fields })

describe("event filter", () => {
  it("ALL_EVENTS passes every kind", () => {
    for (const type of ["transaction", "l1", "pool"] as const) expect(matches(ALL_EVENTS, transfer(type))).toBe(true)
    expect(matches(ALL_EVENTS, chainWide("batch"))).toBe(true)
    expect(matches(ALL_EVENTS, chainWide("reorg"))).toBe(true)
  })

  it("types selects kinds, chain-wide ones included", () => {
    const pool: EventFilter = { types: new Set(["pool"]) }
    expect(matches(pool, transfer("pool"))).toBe(true)
    expect(matches(pool, transfer("transaction"))).toBe(false)
    expect(matches(pool, chainWide("batch"))).toBe(false)
    expect(matches({ types: new Set(["reorg"]) }, chainWide("reorg"))).toBe(true)
  })

  it("an account, address or key filter matches either side", () => {
    expect(matches(all({ accountIdx: AccountIdx.make(256) }), transfer("transaction"))).toBe(true)
    expect(matches(all({ accountIdx: AccountIdx.make(257) }), transfer("transaction"))).toBe(true)
    expect(matches(all({ accountIdx: AccountIdx.make(258) }), transfer("transaction"))).toBe(false)
    expect(matches(all({ ethAddr: U2.ethAddr }), transfer("l1"))).toBe(true)
    expect(matches(all({ ethAddr: U3.ethAddr }), transfer("l1"))).toBe(false)
    expect(matches(all({ bjj: U1.bjj }), transfer("pool"))).toBe(true)
    expect(matches(all({ bjj: U3.bjj }), transfer("pool"))).toBe(false)
  })

  it("token and transaction filters match exactly, and every given filter must hold", () => {
    expect(matches(all({ tokenId: TokenId.make(0), txId: TX }), transfer("pool"))).toBe(true)
    expect(matches(all({ tokenId: TokenId.make(1) }), transfer("pool"))).toBe(false)
    expect(matches(all({ txId: l1UserTxId(4, 3) }), transfer("pool"))).toBe(false)
    expect(matches(all({ accountIdx: AccountIdx.make(256), tokenId: TokenId.make(1) }), transfer("pool"))).toBe(false)
  })

  it("batch and reorg events pass the account, address, key, token and transaction filters", () => {
    const narrow = all({
      accountIdx: AccountIdx.make(999),
      ethAddr: U3.ethAddr,
      bjj: U3.bjj,
      tokenId: TokenId.make(9),
      txId: TX
    })
    expect(matches(narrow, chainWide("batch"))).toBe(true)
    expect(matches(narrow, chainWide("reorg"))).toBe(true)
    expect(matches(narrow, transfer("transaction"))).toBe(false)
  })
})
