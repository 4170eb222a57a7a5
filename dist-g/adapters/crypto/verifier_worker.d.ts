import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts";
/** A request to a verifier worker. */
export interface VerifyRequest {
    readonly id: number;
    readonly check: BabyJubJubCheck;
}
/** The checks the pool sends a worker in one message. */
export interface VerifyBatch {
    readonly requests: ReadonlyArray<VerifyRequest>;
}
/** A verifier worker's answers: `valid[i]` for check `ids[i]`. */
export interface VerifyAnswers {
    readonly ids: ReadonlyArray<number>;
    readonly valid: ReadonlyArray<boolean>;
}
