/** Read port for the forger auction: bids, best bids per slot, coordinators. */
import { Context } from "effect";
/** Bids (chronological = itemId order), best bids per slot, and coordinators. */
export class AuctionStore extends Context.Service()("zk-api/ports/AuctionStore") {
}
