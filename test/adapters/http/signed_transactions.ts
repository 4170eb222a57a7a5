/** Pool transaction bodies as a client builds them: wire fields from a spec, id and type by core's rules, a BabyJubJub
 * signature (a devnet wallet's key by default); each distinct one is signed once per process. */
import { Result, Schema } from "effect"
import { EddsaPoseidonSign } from "../../../adapters/crypto/mod.ts"
import { privateKeyBytes } from "../../../adapters/crypto/devnet_wallets.ts"
import { AccountIndex } from "../../../core/domain/account_index.ts"
import { Bjj } from "../../../core/domain/bjj.ts"
import { ZkEthereumAddress } from "../../../core/domain/eth_address.ts"
import { l2TxId } from "../../../core/domain/tx_id.ts"
import { inferTransactionType, type L2TransactionFields, l2TransactionMessage } from "../../../core/signing/mod.ts"

/** `zk:0x` followed by forty `F`: the address of a TransferToBJJ. */
export const FF_ZK_ADDRESS = "zk:0x" + "F".repeat(40)

/** What a client fills in; wire strings for the destination, `null`/absent meaning none. */
export interface TxSpec {
  readonly fromAccountIndex: string
  readonly toAccountIndex?: string | null
  readonly toZkEthereumAddress?: string | null
  readonly toBjj?: string | null
  readonly tokenId: number
  readonly amount: bigint
  readonly fee: number
  readonly nonce: bigint
  /** The signed limit, sent as `maxNumBatch` (the later revision's body); absent: none sent, 0 signed. */
  readonly maxNumBatch?: number
}

/** A JSON body as sent (any field may be replaced or removed by a test). */
export type Body = Readonly<Record<string, unknown>>

/** How to sign: a raw BabyJubJub private key (32 bytes) and the chainId of the message. */
export interface Signer {
  readonly privateKey: Uint8Array
  readonly chainId: number
}

/** Devnet wallet `wallet`'s BabyJubJub key on `chainId` (1337, the devnet's, by default). */
export function walletSigner(wallet: number, chainId = 1337): Signer {
  return { privateKey: privateKeyBytes(BigInt(wallet)), chainId }
}

const decodeIndex = Schema.decodeUnknownSync(AccountIndex)
const decodeAddress = Schema.decodeUnknownSync(ZkEthereumAddress)
const decodeBjj = Schema.decodeUnknownSync(Bjj)

/** The decoded fields of a spec (throws for malformed wire strings: build those bodies by hand). */
export function fieldsOf(spec: TxSpec): L2TransactionFields {
  const opt = <A>(value: string | null | undefined, decode: (u: unknown) => A): A | null =>
    value === null || value === undefined ? null : decode(value)
  return {
    fromAccountIndex: decodeIndex(spec.fromAccountIndex),
    toAccountIndex: opt(spec.toAccountIndex, decodeIndex),
    toZkEthereumAddress: opt(spec.toZkEthereumAddress, decodeAddress),
    toBjj: opt(spec.toBjj, decodeBjj),
    tokenId: spec.tokenId,
    amount: spec.amount,
    fee: spec.fee,
    nonce: spec.nonce
  }
}

/** The TxID core computes for a spec. */
export function idOf(spec: TxSpec): string {
  const fields = fieldsOf(spec)
  return Result.getOrThrow(
    l2TxId({
      fromIdx: fields.fromAccountIndex.idx,
      tokenId: spec.tokenId,
      amount: spec.amount,
      nonce: spec.nonce,
      fee: spec.fee
    })
  )
}

/** The type core infers from a spec's destination (an exit spelled `zk:EXIT:1` or `zk:<symbol>:1`, as a client may). */
export function typeOf(spec: TxSpec): string {
  return Result.getOrThrow(inferTransactionType(fieldsOf(spec), "exitOrTokenSymbol"))
}

/** The wire body of a spec with the given id, type and signature (nothing computed). */
export function wireBody(
  spec: TxSpec,
  computed: { readonly id: string; readonly type: string; readonly signature: string }
): Body {
  const body: Record<string, unknown> = {
    id: computed.id,
    type: computed.type,
    tokenId: spec.tokenId,
    fromAccountIndex: spec.fromAccountIndex,
    amount: spec.amount.toString(),
    fee: spec.fee,
    nonce: Number(spec.nonce),
    signature: computed.signature
  }
  if (spec.toAccountIndex !== undefined) body["toAccountIndex"] = spec.toAccountIndex
  if (spec.toZkEthereumAddress !== undefined) body["toZkEthereumAddress"] = spec.toZkEthereumAddress
  if (spec.toBjj !== undefined) body["toBjj"] = spec.toBjj
  if (spec.maxNumBatch !== undefined) body["maxNumBatch"] = spec.maxNumBatch
  return body
}

const signatures = new Map<string, string>()

/** The signature of a spec's message (its maxNumBatch, 0 when absent; no requested transaction) by `signer`. */
export function signatureOf(spec: TxSpec, signer: Signer): string {
  const cacheKey = JSON.stringify(
    [spec, Buffer.from(signer.privateKey).toString("hex"), signer.chainId],
    (_, v: unknown) => (typeof v === "bigint" ? v.toString() : v)
  )
  const known = signatures.get(cacheKey)
  if (known !== undefined) return known
  const elements = Result.getOrThrow(
    l2TransactionMessage(fieldsOf(spec), { chainId: signer.chainId, maxNumBatch: spec.maxNumBatch })
  )
  const signature = EddsaPoseidonSign.signElements(signer.privateKey, elements)
  signatures.set(cacheKey, signature)
  return signature
}

/** The body a correct client sends: computed id and type, signed by `signer` (wallet 1 on chain 1337 by default). */
export function signedBody(spec: TxSpec, signer: Signer = walletSigner(1)): Body {
  return wireBody(spec, { id: idOf(spec), type: typeOf(spec), signature: signatureOf(spec, signer) })
}

/** A well-formed signature (128 hex characters) that signs none of the tests' transactions. */
export const BAD_SIGNATURE = "ab".repeat(64)

/** The body of a spec with its computed id and type and the given signature (`BAD_SIGNATURE` by default). */
export function bodyWithSignature(spec: TxSpec, signature: string = BAD_SIGNATURE): Body {
  return wireBody(spec, { id: idOf(spec), type: typeOf(spec), signature })
}
