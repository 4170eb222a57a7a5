/** Every storage port on one in-memory database: a fresh one (`layer`), or a given one (`layerOnDatabase`). */
import type { StoragePorts } from "../../core/ports/storage_ports.ts";
import { Layer } from "effect";
import * as Database from "./database.ts";
/** The storage ports every storage adapter provides (core's union). */
export type { StoragePorts };
/** Every storage port over the `MemoryDatabase` provided (tests use it to inspect what is stored). */
export declare const layerOnDatabase: Layer.Layer<StoragePorts, never, Database.MemoryDatabase>;
/** Every storage port over one fresh, empty in-memory database (each build gets its own). */
export declare const layer: Layer.Layer<StoragePorts>;
