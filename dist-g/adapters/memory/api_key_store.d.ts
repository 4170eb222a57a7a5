/**
 * The ApiKeyStore port in memory: the keys of one process, lost when it ends. Each operation is one `Effect.sync`
 * that runs to completion, so a name is taken by exactly one of concurrent creations.
 */
import { Layer } from "effect";
import { ApiKeyStore } from "../../core/ports/api_keys.ts";
/** The ApiKeyStore port on a fresh, empty set of keys (each build its own). */
export declare const layer: Layer.Layer<ApiKeyStore>;
