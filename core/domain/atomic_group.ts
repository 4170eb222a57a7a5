/** Atomic groups of pool transactions (an extension the anchor added after this interface): the group id, keccak-256
 * of the members' TxIDs in the group's order, written `0x` + 64 lowercase hex characters. */
import { Schema, SchemaTransformation } from "effect"

/** An atomic group id in memory: `0x` + 64 lowercase hex characters. */
export const AtomicGroupIdValue = Schema.String.check(
  Schema.isPattern(/^0x[0-9a-f]{64}$/u, { expected: "0x followed by 64 hex characters" })
).pipe(Schema.brand("AtomicGroupId"))
export type AtomicGroupId = typeof AtomicGroupIdValue.Type

/** An atomic group id on the wire: `0x` + 64 hex characters in any case, emitted lowercase. */
export const AtomicGroupIdSchema = Schema.String.check(
  Schema.isPattern(/^0x[0-9a-fA-F]{64}$/u, { expected: "an atomic group id: 0x followed by 64 hex characters" })
)
  .pipe(
    Schema.decodeTo(
      AtomicGroupIdValue,
      SchemaTransformation.transform<string, string>({ decode: (s) => s.toLowerCase(), encode: (s) => s })
    )
  )
  .annotate({
    identifier: "AtomicGroupId",
    description:
      "Identifier of an atomic group: keccak-256 of its members' 33-byte transaction ids in the group's order"
  })
