import { describe, it } from "@effect/vitest"
import { keccak_256 } from "@noble/hashes/sha3.js"
import { expect } from "vitest"
import { checksum } from "../../../core/domain/eth_address.ts"
import {
  accountCreationDigest,
  authoriseStructHash,
  type AuthorizationDomain,
  domainSeparator
} from "../../../core/signing/mod.ts"
import { AUTHORIZATION_VECTORS, bjjFromBigEndianHex, HERMEZ_DOMAIN_NAME } from "./vectors.ts"

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex")
const text = (s: string) => new TextEncoder().encode(s)
const word = (n: bigint) => Buffer.from(n.toString(16).padStart(64, "0"), "hex")

// Golden vectors: Go TestAccountCreationAuthJSComp (docs/testing.md), domain "Hermez Network".
describe("accountCreationDigest (EIP-712)", () => {
  for (const vector of AUTHORIZATION_VECTORS.filter((v) => v.digest !== undefined)) {
    it(`matches the ${vector.name} digest`, () => {
      const domain = { name: HERMEZ_DOMAIN_NAME, chainId: vector.chainId, verifyingContract: vector.verifyingContract }
      expect(hex(accountCreationDigest(bjjFromBigEndianHex(vector.bjjBigEndianHex), domain))).toBe(vector.digest)
    })
  }

  it("is keccak(0x1901 ‖ domainSeparator ‖ structHash), each built as EIP-712 prescribes (checked with @noble/hashes)", () => {
    const vector = AUTHORIZATION_VECTORS[2]!
    const domain: AuthorizationDomain = {
      name: "Some Rollup",
      chainId: 31337n,
      verifyingContract: vector.verifyingContract
    }
    const key = bjjFromBigEndianHex(vector.bjjBigEndianHex)
    const separator = keccak_256(
      Buffer.concat([
        keccak_256(text("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)")),
        keccak_256(text("Some Rollup")),
        keccak_256(text("1")),
        word(31337n),
        word(BigInt(vector.verifyingContract))
      ])
    )
    const struct = keccak_256(
      Buffer.concat([
        keccak_256(text("Authorise(string Provider,string Authorisation,bytes32 BJJKey)")),
        keccak_256(text("Some Rollup")),
        keccak_256(text("Account creation")),
        Buffer.from(vector.bjjBigEndianHex, "hex")
      ])
    )
    expect(hex(domainSeparator(domain))).toBe(hex(separator))
    expect(hex(authoriseStructHash(key, domain))).toBe(hex(struct))
    expect(hex(accountCreationDigest(key, domain))).toBe(
      hex(keccak_256(Buffer.concat([Buffer.from([0x19, 0x01]), separator, struct])))
    )
  })

  it("changes with the domain name, chain id, contract and key", () => {
    const vector = AUTHORIZATION_VECTORS[0]!
    const key = bjjFromBigEndianHex(vector.bjjBigEndianHex)
    const domain = { name: HERMEZ_DOMAIN_NAME, chainId: vector.chainId, verifyingContract: vector.verifyingContract }
    const base = hex(accountCreationDigest(key, domain))
    const variants = [
      accountCreationDigest(key, { ...domain, name: "Other Network" }),
      accountCreationDigest(key, { ...domain, chainId: 5 }),
      accountCreationDigest(key, {
        ...domain,
        verifyingContract: checksum("0x10465b16615ae36F350268eb951d7B0187141D3B")
      }),
      accountCreationDigest(bjjFromBigEndianHex(AUTHORIZATION_VECTORS[1]!.bjjBigEndianHex), domain)
    ].map(hex)
    expect(new Set([base, ...variants]).size).toBe(5)
  })
})
