/** The testing kit, `zk-rollup-node-api/testing`: arbitraries of the interface's values (Effect's `Arbitrary`, each
 * shrinking), wallets and the bodies they sign (valid or with a chosen fault), the fee a transaction pays, blocks and
 * batches a line each, and a fresh in-memory node with a coordinator's moves and typed reads, for property tests of
 * code that works with the node. */
export { TEST_FORGER, type TestBatchContents, testBatch, testBlock } from "./chain_values.ts"
export * as DomainValues from "./domain_values.ts"
export { feeOf } from "./fee_of.ts"
export {
  type AuthorizationFault,
  type SignedTransactionBody,
  signedAuthorization,
  signedTransaction,
  type TransactionFault,
  type TransactionSpec,
  UNREGISTERED_TOKEN
} from "./signed_requests.ts"
export {
  type AtomicGroupFault,
  type AtomicMemberSpec,
  type SignedAtomicGroupBody,
  signedAtomicGroup
} from "./signed_atomic_group.ts"
export { makeTestNode, type TestAnswer, type TestNode, type TestNodeOptions } from "./test_node.ts"
export { numberedWallet, type TestWallet, testWallet } from "./test_wallet.ts"
export type { ForgeReport } from "../../devnet/forger.ts"
