import { AuctionStore } from "../../../core/ports/auction_store.ts";
/** The AuctionStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<AuctionStore, never, import("../connection/database.ts").SqlDatabase>;
