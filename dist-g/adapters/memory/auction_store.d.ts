/**
 * The AuctionStore port on the in-memory database: bids in itemId (chronological) order; the
 * best bid of a slot is its latest bid; coordinators are the latest registration per bidder, found by forger through
 * every forger address their bidder has registered.
 */
import { Layer } from "effect";
import { AuctionStore } from "../../core/ports/auction_store.ts";
import { MemoryDatabase } from "./database.ts";
/** The AuctionStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<AuctionStore, never, MemoryDatabase>;
