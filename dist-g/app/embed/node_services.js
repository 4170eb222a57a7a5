/**
 * The services of an embedded node, as one Layer: the storage the coordinator chose (every
 * storage port, the ledger included), the wall clock, the network settings and the signature
 * verifier. Settings not given are the devnet defaults of `app/config.ts`; the clock defaults to
 * the system clock (Effect's `Clock`). A storage layer that provides its own `WallClock` or
 * `NetworkSettings` keeps them.
 */
import { Layer } from "effect";
import { SystemClock } from "../../adapters/system/mod.js";
import { SignatureVerifierCrypto } from "../../adapters/crypto/mod.js";
import { NetworkSettings } from "../../core/ports/network_settings.js";
import { DEFAULT_APP_SETTINGS } from "../config.js";
import { networkSettingsOf } from "../network_settings.js";
/** The node's services over the chosen storage. */
export function nodeServicesLayer(options) {
    const settings = networkSettingsOf({ ...DEFAULT_APP_SETTINGS, ...options.settings });
    return Layer.mergeAll(options.clock ?? SystemClock.layer, Layer.succeed(NetworkSettings, settings), SignatureVerifierCrypto.layer, options.storage);
}
