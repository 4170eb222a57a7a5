/**
 * The boot coordinator as a coordinator entry: it forges the slots nobody won, is named by the auction's variables
 * (`bootCoordinator`, `bootCoordinatorUrl`) and never registers as a bidder, so the anchor showed it with itemId 0,
 * the zero address as bidder and block 0 (`anchor-api.md` §2.10, NextForger). `/state`'s next forgers and the later
 * revision's coordinator list show it so.
 */
import type { Coordinator } from "../domain/auction.ts";
import type { ContractVariables } from "../domain/contract_variables.ts";
/** The boot coordinator's itemId, below every registered coordinator's. */
export declare const BOOT_COORDINATOR_ITEM_ID: number & import("effect/Brand").Brand<"ItemId">;
/** The boot coordinator of these contract variables. */
export declare function bootCoordinator(variables: ContractVariables): Coordinator;
