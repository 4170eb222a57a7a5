/** The storage contract as a function of a Layer of every storage port, so each adapter runs the same suites; each
 * suite builds a fresh layer, so a shared server must give every build an empty database. */
import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { PoseidonCrypto } from "../../adapters/crypto/mod.ts"
import type { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import { describeApiKeyRules } from "./api_key_rules.ts"
import { describeAtomicRequestRules } from "./atomic_request_rules.ts"
import { describeAuthorizationRules } from "./authorization_rules.ts"
import { describeBalanceHistoryRules } from "./balance_history_rules.ts"
import { describeBatchExtensionRules } from "./batch_extension_rules.ts"
import { describeBulkLookupRules } from "./bulk_lookup_rules.ts"
import { describeCoordinatorRules } from "./coordinator_rules.ts"
import { describeEventLogRules } from "./event_log_rules.ts"
import { describeFiatRateRules } from "./fiat_rate_rules.ts"
import { describeFinalityRules } from "./finality_rules.ts"
import { describeFixtureReads } from "./fixture_reads.ts"
import { describeLedgerRules } from "./ledger_rules.ts"
import { describeListProperties } from "./list_properties.ts"
import { describeMaxNumBatchRules } from "./max_num_batch_rules.ts"
import { describePoolGroupRules } from "./pool_group_rules.ts"
import { describePoolLifecycleRules } from "./pool_lifecycle_rules.ts"
import { describePoolListRules } from "./pool_list_rules.ts"
import { describePoolReplacementRules } from "./pool_replacement_rules.ts"
import { describePoolStoreRules } from "./pool_store_rules.ts"
import { describeSearchRules } from "./search_rules.ts"
import type { StoragePorts } from "./storage_ports.ts"
import { describeTransactionStatusRules } from "./transaction_status_rules.ts"
import { describeStateTreeRules } from "./state_tree_rules.ts"
import { describeWebhookRules } from "./webhook_rules.ts"

export type { StoragePorts } from "./storage_ports.ts"

/** Registers every storage contract suite for the adapter `name` provided by `ports` (given the crypto adapter's
 * Poseidon, which its state tree hashes with). */
export function describeStorageContract<E>(name: string, ports: Layer.Layer<StoragePorts, E, PoseidonHasher>): void {
  const storage = ports.pipe(Layer.provide(PoseidonCrypto.layer))
  describe(`${name} storage contract`, () => {
    describeFixtureReads(storage)
    describeListProperties(storage)
    describeLedgerRules(storage)
    describeCoordinatorRules(storage)
    describeBatchExtensionRules(storage)
    describePoolStoreRules(storage)
    describePoolListRules(storage)
    describePoolLifecycleRules(storage)
    describePoolReplacementRules(storage)
    describeAtomicRequestRules(storage)
    describePoolGroupRules(storage)
    describeMaxNumBatchRules(storage)
    describeAuthorizationRules(storage)
    describeApiKeyRules(storage)
    describeFiatRateRules(storage)
    describeEventLogRules(storage)
    describeSearchRules(storage)
    describeBalanceHistoryRules(storage)
    describeBulkLookupRules(storage)
    describeFinalityRules(storage)
    describeTransactionStatusRules(storage)
    describeWebhookRules(storage)
    describeStateTreeRules(storage)
  })
}
