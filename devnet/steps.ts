/** One devnet step, a single call to the ledger as data; seeding replays the scenario's steps in chain order. */
import type { ContractVariables } from "../core/domain/contract_variables.ts"
import type { TokenId } from "../core/domain/scalars.ts"
import type {
  NewBatch,
  NewBid,
  NewBlock,
  NewCoordinator,
  NewL1UserTransaction,
  NewToken,
  NewWithdrawal
} from "../core/ports/ledger.ts"

/** A ledger call the devnet makes. */
export type DevnetStep =
  | { readonly _tag: "Block"; readonly block: NewBlock }
  | { readonly _tag: "Token"; readonly token: NewToken }
  | { readonly _tag: "Price"; readonly tokenId: TokenId; readonly usd: number; readonly at: Date }
  | { readonly _tag: "ContractVariables"; readonly variables: ContractVariables }
  | { readonly _tag: "Coordinator"; readonly coordinator: NewCoordinator }
  | { readonly _tag: "Bid"; readonly bid: NewBid }
  | { readonly _tag: "L1Transaction"; readonly transaction: NewL1UserTransaction }
  | { readonly _tag: "Batch"; readonly batch: NewBatch }
  | { readonly _tag: "Withdrawal"; readonly withdrawal: NewWithdrawal }
