/** The query of a subscription to the node's events (`GET /events`, and a webhook's filters). */
import { Schema } from "effect"
import { AccountIndex } from "./account_index.ts"
import { MinFinality } from "./finality.ts"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { EventType } from "./node_event.ts"
import { EventIdParam, listDescription, listParam, TokenIdParam } from "./query_params.ts"
import { TransactionId } from "./tx_id.ts"

/** Query parameters of `GET /events`. */
export const SubscribeQuery = Schema.Struct({
  types: Schema.optionalKey(
    listParam(EventType, "event types", "commaOrPipe").annotate({
      description: `${listDescription("kinds of event to receive", "commaOrPipe")} (default: all)`
    })
  ),
  accountIndex: Schema.optionalKey(
    AccountIndex.annotate({ description: "Only transactions from or to this account (and batches, reorgs)" })
  ),
  zkEthereumAddress: Schema.optionalKey(
    ZkEthereumAddress.annotate({
      description: "Only transactions from or to an account of this address (and batches, reorgs)"
    })
  ),
  BJJ: Schema.optionalKey(
    Bjj.annotate({ description: "Only transactions from or to an account of this key (and batches, reorgs)" })
  ),
  tokenId: Schema.optionalKey(
    TokenIdParam.annotate({ description: "Only transactions of this token (and batches, reorgs)" })
  ),
  txId: Schema.optionalKey(
    TransactionId.annotate({ description: "Only this transaction's life: pool states, forging (and batches, reorgs)" })
  ),
  minFinality: Schema.optionalKey(
    MinFinality.annotate({
      description:
        "finalized: what a batch did (its batch, transaction and pool events) is held back until the batch is final, " +
        "then delivered just before its finalized event; other events come as they happen (default: everything as it happens)"
    })
  ),
  after: Schema.optionalKey(
    EventIdParam.annotate({
      description: "Replay the events after this id, then go live (the Last-Event-ID header wins when both are given)"
    })
  )
})
/** A decoded subscription query. */
export type SubscribeQuery = typeof SubscribeQuery.Type
