/** Golden vectors of `docs/testing.md` (Go hermez-node, hermezjs 2.0.1; `hez:` renamed `zk:`) for core's signing rules,
 * shared by the core and crypto-adapter tests. */
import { Result } from "effect"
import { AccountIdx, type AccountIndexValue } from "../../../core/domain/account_index.ts"
import { type BjjKey, bjjFromBytes, decodeBjj } from "../../../core/domain/bjj.ts"
import { checksum, type EthAddress, FF_ADDRESS } from "../../../core/domain/eth_address.ts"
import { type BjjSignature, BjjSignatureValue } from "../../../core/domain/pool_transaction.ts"
import { TokenSymbol } from "../../../core/domain/scalars.ts"
import type { TransactionTypeL2 } from "../../../core/domain/transaction_type.ts"
import type { L2TransactionFields } from "../../../core/signing/mod.ts"

/** A wire BJJ key (`zk:` + 44 base64url) decoded, for vectors known to be valid. */
export function bjj(wire: string): BjjKey {
  return Result.getOrThrow(decodeBjj(wire))
}

/** An account index value. */
export function idx(symbol: string, index: number): AccountIndexValue {
  return { symbol: TokenSymbol.make(symbol), idx: AccountIdx.make(index) }
}

/** The BjjKey of a big-endian hex key (hermezjs `publicKeyCompressedHex`, Go `SwapEndianness`). */
export function bjjFromBigEndianHex(hex: string): BjjKey {
  return bjjFromBytes(Uint8Array.from(Buffer.from(hex, "hex").reverse()))
}

/** 32 bytes of a hex string. */
export function bytes(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex.replace(/^0x/, ""), "hex"))
}

/** Go TestHashToSign = hermezjs vector 1: chainId 0, hash 0x0b8a…. */
export const HASH_TO_SIGN_1 = {
  tx: {
    fromAccountIndex: idx("X", 2),
    toAccountIndex: idx("X", 3),
    toZkEthereumAddress: checksum("0xc58d29fA6e86E4FAe04DDcEd660d45BCf3Cb2370"),
    tokenId: 5,
    amount: 4n,
    fee: 0,
    nonce: 6n
  } satisfies L2TransactionFields,
  chainId: 0,
  hash: 0x0b8abaf6b7933464e4450df2514da8b72606c02bf7f89bf6e54816fbda9d9d57n
}

/** Go TestHashMaxNumBatch = hermezjs vector 4: chainId 1, maxNumBatch 16385, requested fields set. */
export const HASH_TO_SIGN_4 = {
  tx: {
    fromAccountIndex: idx("X", 439),
    toAccountIndex: idx("X", 825429),
    toZkEthereumAddress: checksum("0xf4e2b0fcbd0dc4b326d8a52b718a7bb43bdbd072"),
    toBjj: bjj("zk:xut2umeShR_Lmquf3wjnbT7j_p-5T9qZ24Iewr4KUR8W"),
    tokenId: 1,
    amount: 5300000000000000000n,
    fee: 226,
    nonce: 6n,
    requestFromAccountIndex: idx("X", 227051877307886),
    requestToAccountIndex: idx("X", 350),
    requestToZkEthereumAddress: checksum("0x4a4547136a017c665fcedcdddca9dfd6d7dbc77f"),
    requestToBjj: bjj("zk:JjTLlgy5ZcPIudKBNX_ejAJMT3jA-dYqC1FhHgvlyQsH")
  } satisfies L2TransactionFields,
  chainId: 1,
  maxNumBatch: 16385,
  hash: 0x06226f6b16dc853fa8225e82e5fd675f51858e7cd6b3a951c169ac01d7125c71n,
  /** hermezjs's raw inputs for the same hash. */
  rqTxCompressedDataV2: 98743293726037486n,
  toBjjAy: 0x1f510abec21e82db99da4fb99ffee33e6de708df9fab9acb1f859267ba76ebc6n,
  rqToBjjAy: 0xbc9e50b1e61510b2ad6f9c0784f4c028cde7f3581d2b9c8c365b90c96cb3426n
}

/** Go TestVerifyTxSignatureEthAddrWith0: a TransferToEthAddr on chain 5 and its signature. */
export const GO_SIGNATURE = {
  privateKey: "02f0b4f87065af3797aaaf934e8b5c31563c17f2272fa71bd0146535bfbb4184",
  publicKeyBigEndianHex: "2cbafcf9707923eb0872a5697b2389bf45d5db6c3d49b72a18ad95e1809aacc3",
  publicKey: bjj("zk:w6yagOGVrRgqt0k9bNvVRb-JI3tppXII6yN5cPn8uizM"),
  tx: {
    fromAccountIndex: idx("ETH", 10659),
    toZkEthereumAddress: checksum("0x0004308BD15Ead4F1173624dC289DBdcC806a309"),
    tokenId: 0,
    amount: 5000n,
    fee: 231,
    nonce: 946n
  } satisfies L2TransactionFields,
  chainId: 5,
  type: "TransferToEthAddr" satisfies TransactionTypeL2,
  signature: BjjSignatureValue.make(
    "f208b8298d5f37148ac3c0c03703272ea47b9f836851bcf8dd5f7e4e3b336ca1d2f6e92ad85dc25f174daf7a0abfd5f71dead3f059b783f4c4b2f56a18a47000"
  )
}

/** The key of the hermezjs real-client vectors (also Go's standard test key). */
export const CLIENT_KEY = {
  privateKey: "0001020304050607080900010203040506070809000102030405060708090001",
  publicKeyBigEndianHex: "9e1de8a908826c3f9ac2e0ceee929ecd0caf3b99b3ef24523aaab796a6f733c4",
  publicKey: bjj("zk:xDP3ppa3qjpSJO-zmTuvDM2eku7O4MKaP2yCCKnoHZ7i")
}

/** One transaction made and signed by hermezjs 2.0.1 (chainId 1337, maxNumBatch 0). */
export interface ClientVector {
  readonly name: string
  readonly tx: L2TransactionFields
  readonly type: TransactionTypeL2
  readonly id: string
  readonly hash?: bigint
  readonly signature: BjjSignature
}

const from = idx("ETH", 256)
const toEth = (address: string): EthAddress => checksum(address)

/** The five hermezjs real-client vectors (all from zk:ETH:256, token 0, chainId 1337). */
export const CLIENT_VECTORS: ReadonlyArray<ClientVector> = [
  {
    name: "vector 1, Transfer",
    tx: {
      fromAccountIndex: from,
      toAccountIndex: idx("ETH", 257),
      tokenId: 0,
      amount: 100000000000000000n,
      fee: 0,
      nonce: 0n
    },
    type: "Transfer",
    hash: 0x301f23182e888a7e381a4799e7dc3a85479f6cb2572dfd692d2a0e68d5f76853n,
    id: "0x02265a01211a854caa2d4dec5e7b38e3257fb2259f6ad212fb48f268b9ea31be26",
    signature: BjjSignatureValue.make(
      "f02b9821df0640942940ea193fdf66146aa47a4db74316a976706e8405956105b797c639b04ec2015c93347ed1273bf98ade60bce25e12027405cbd77f31d800"
    )
  },
  {
    name: "vector 2, Transfer with fee 31",
    tx: {
      fromAccountIndex: from,
      toAccountIndex: idx("ETH", 257),
      tokenId: 0,
      amount: 100000000000000000n,
      fee: 31,
      nonce: 4n
    },
    type: "Transfer",
    id: "0x02a9d5545d5030844288936f71ffaf25451cdc6f84167f89c44444609d0528bbcb",
    signature: BjjSignatureValue.make(
      "e74728de0f803491e50f26ee59fff97e4fda30cdd91da06bbbf5fa91a75da8836980a991bdb8cd044d00762cf9ef509056f103b0ee169ecfcfc12359fed44400"
    )
  },
  {
    name: "vector 3, TransferToEthAddr",
    tx: {
      fromAccountIndex: from,
      toZkEthereumAddress: toEth("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"),
      tokenId: 0,
      amount: 5000n,
      fee: 0,
      nonce: 7n
    },
    type: "TransferToEthAddr",
    id: "0x02eb69e6c7059da22b3d469bc911a41e0fe73db67cbe2d40b1845389c6c6e046cc",
    signature: BjjSignatureValue.make(
      "41b3d3843f3863bc2dab572b2cac56acc3463e2c0595732566d27914d018cb0c83144e32185dd29cdb00c2d155b5c15b7b68f08b1b957b9cee1809139728cd00"
    )
  },
  {
    name: "vector 4, TransferToBJJ",
    tx: {
      fromAccountIndex: from,
      toZkEthereumAddress: FF_ADDRESS,
      toBjj: bjj("zk:CCBCP-a9lp7jCTYWOlioJyuStfkAT-OxQXZ-OkC7KIF6"),
      tokenId: 0,
      amount: 5000n,
      fee: 0,
      nonce: 8n
    },
    type: "TransferToBJJ",
    id: "0x02cbea50769c92a4ede6cf81b86ed409da971aa3a7fff420bb392e1d62055e3ea0",
    signature: BjjSignatureValue.make(
      "e7cd00a5ea352ce6a3d413abc7767c9025807de87dad80652c4e0b04209d5f286f0de10b4b1697077f21d30b21df72194a8bce5f1e777a9342d0db088fe5e502"
    )
  },
  {
    name: "vector 5, Exit (zk:ETH:1 in hermezjs, zk:EXIT:1 here; the symbol is not signed)",
    tx: { fromAccountIndex: from, toAccountIndex: idx("EXIT", 1), tokenId: 0, amount: 5000n, fee: 0, nonce: 9n },
    type: "Exit",
    id: "0x026b69fc331319d57bdb7b82b1de9393b628a58125e6252707b77cb60da282afc9",
    signature: BjjSignatureValue.make(
      "aa4f80a28d963a0e5bc7b480df7cfa3f8654b05e149ede4d846763c750dcbf1514dd6daa82c9528408b4be047a4b8ee43f114981da545ecf883a75342485f802"
    )
  }
]

/** The chain id of the client vectors. */
export const CLIENT_CHAIN_ID = 1337

/** An EIP-712 account-creation vector: the signer's key and address, the authorized key, the domain, digest and signature. */
export interface AuthorizationVector {
  readonly name: string
  readonly ethPrivateKey: string
  readonly address: EthAddress
  /** The authorized key (`BJJKey`, big-endian hex). */
  readonly bjjBigEndianHex: string
  readonly chainId: number
  readonly verifyingContract: EthAddress
  /** The digest, when the source gives it. */
  readonly digest?: string
  readonly signature: string
}

/** Go TestAccountCreationAuthJSComp (3) and the hermezjs wallet test (chainId 1337); domain name "Hermez Network". */
export const AUTHORIZATION_VECTORS: ReadonlyArray<AuthorizationVector> = [
  {
    name: "Go vector, key 0x…01, chainId 4",
    ethPrivateKey: "0000000000000000000000000000000000000000000000000000000000000001",
    address: checksum("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"),
    bjjBigEndianHex: "21b0a1688b37f77b1d1d5539ec3b826db5ac78b2513f574a04c50a7d4f8246d7",
    chainId: 4,
    verifyingContract: checksum("0x7e5f4552091a69125d5dfcb7b8c2659029395bdf"),
    digest: "c56eba41e511df100c804c5c09288f35887efea4f033be956481af335df3bea2",
    signature:
      "0xdbedcc5ce02db8f48afbdb2feba9a3a31848eaa8fca5f312ce37b01db45d2199208335330d4445bd2f51d1db68dbc0d0bf3585c4a07504b4efbe46a69eaae5a21b"
  },
  {
    name: "Go vector, key 0x…02, chainId 0",
    ethPrivateKey: "0000000000000000000000000000000000000000000000000000000000000002",
    address: checksum("0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF"),
    bjjBigEndianHex: "093985b1993d9f743f9d7d943ed56f38601cb8b196db025f79650c4007c3054d",
    chainId: 0,
    verifyingContract: checksum("0x2b5ad5c4795c026514f8317c7a215e218dccd6cf"),
    digest: "deb9afa479282cf27b442ce8ba86b19448aa87eacef691521a33db5d0feb9959",
    signature:
      "0x6a0da90ba2d2b1be679a28ebe54ee03082d44b836087391cd7d2607c1e4dafe04476e6e88dccb8707c68312512f16c947524b35c80f26c642d23953e9bb84c701c"
  },
  {
    name: "Go vector, chainId 31337",
    ethPrivateKey: "c5e8f61d1ab959b397eecc0a37a6517b8e67a0e7cf1f4bce5591f3ed80199122",
    address: checksum("0xc783df8a850f42e7F7e57013759C285caa701eB6"),
    bjjBigEndianHex: "22870c1bcc451396202d62f566026eab8e438c6c91decf8ddf63a6c162619b52",
    chainId: 31337,
    verifyingContract: checksum("0xf4e77E5Da47AC3125140c470c71cBca77B5c638c"),
    digest: "157b570c597e615b8356ce008ac39f43bc9b6d50080bc07d968031b9378acbbb",
    signature:
      "0xa0766181102428b5672e523dc4b905c10ddf025c10dbd0b3534ef864632a14652737610041c670b302fc7dca28edd5d6eac42b72d69ce58da8ce21287b244e381b"
  },
  {
    name: "hermezjs wallet vector, chainId 1337, local Hermez contract",
    ethPrivateKey: "0000000000000000000000000000000000000000000000000000000000000001",
    address: checksum("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"),
    bjjBigEndianHex: "a05df37c13126d191a9f9bef7f1022d4eb1efee4ae7373c712add19d746993b0",
    chainId: 1337,
    verifyingContract: checksum("0x10465b16615ae36F350268eb951d7B0187141D3B"),
    signature:
      "0x05800968d7d6ffa8368ac363f62ae00213479591e84b7ed07ccbfd40de84cb0d0bb7130748f4d3150d77f1848e1372b84113ba3955a9cefe1bb26b773986d4191b"
  }
]

/** The anchor's (and the default) EIP-712 domain name. */
export const HERMEZ_DOMAIN_NAME = "Hermez Network"
