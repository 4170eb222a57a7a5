/** The services of an embedded node as one Layer: the coordinator's storage, the wall clock, the network settings, the
 * signature verifier and the webhooks' sender; settings not given are the devnet defaults. */
import { Layer } from "effect"
import { SystemClock } from "../../adapters/system/mod.ts"
import { PoseidonCrypto, SignatureVerifierCrypto } from "../../adapters/crypto/mod.ts"
import type { WallClock } from "../../core/ports/clock.ts"
import { NetworkSettings } from "../../core/ports/network_settings.ts"
import type { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import type { SignatureVerifier } from "../../core/ports/signature_verifier.ts"
import type { StoragePorts } from "../../core/ports/storage_ports.ts"
import type { WebhookSender } from "../../core/ports/webhook_sender.ts"
import { WebhookHttpSender } from "../../adapters/webhooks/mod.ts"
import { type AppSettings, DEFAULT_APP_SETTINGS } from "../config.ts"
import { configuredNetworkSettings } from "../network_settings.ts"

/** What the use cases, the ledger and the HTTP routes of an embedded node run on. */
export type NodeServices = StoragePorts | WallClock | NetworkSettings | SignatureVerifier | WebhookSender

/** The network's identity and node settings (each optional; the devnet's by default). */
export type NetworkIdentity = Partial<Pick<AppSettings, "chainId" | "networkName" | "contracts" | "node">>

/** What the node's services are built from. */
export interface NodeServicesOptions<E> {
  /** Every storage port (the ledger included), e.g. `MemoryStorage.layer`, hashing its state tree with the crypto
   * adapter's Poseidon; built once, when the node starts. */
  readonly storage: Layer.Layer<StoragePorts, E, PoseidonHasher>
  /** Chain id, EIP-712 network name, contract addresses and node settings (default: the devnet's). */
  readonly settings?: NetworkIdentity | undefined
  /** The wall clock (default: the system clock, through Effect's `Clock`). */
  readonly clock?: Layer.Layer<WallClock> | undefined
}

/** The node's services over the chosen storage. */
export function nodeServicesLayer<E>(options: NodeServicesOptions<E>): Layer.Layer<NodeServices, E> {
  const settings = configuredNetworkSettings({ ...DEFAULT_APP_SETTINGS, ...options.settings })
  return Layer.mergeAll(
    options.clock ?? SystemClock.layer,
    Layer.succeed(NetworkSettings, settings),
    SignatureVerifierCrypto.layer,
    WebhookHttpSender.layer(),
    options.storage.pipe(Layer.provide(PoseidonCrypto.layer))
  )
}
