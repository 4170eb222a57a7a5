/**
 * Poseidon over the BN254 scalar field with circomlib's parameters (the hash of iden3 and the
 * anchor), from poseidon-lite (MIT). poseidon-lite decodes its round constants when a module is
 * loaded, so each arity is loaded through CommonJS on first use; arities 1..6 are available (the
 * L2 message has 6 inputs, EdDSA's challenge 5).
 *
 * poseidon-lite silently reduces inputs modulo p; the anchor's Go library rejects inputs ≥ p, so
 * this wrapper does too (undefined), and likewise negative inputs.
 */
import { createRequire } from "node:module";
import { P } from "./field_element.js";
const requireCjs = createRequire(import.meta.url);
// Library boundary: `require` is untyped; each binding takes the type of the module's own
// declaration file. These functions run only when an arity is first used.
const LOADERS = [
    () => {
        const m = requireCjs("poseidon-lite/poseidon1");
        return m.poseidon1;
    },
    () => {
        const m = requireCjs("poseidon-lite/poseidon2");
        return m.poseidon2;
    },
    () => {
        const m = requireCjs("poseidon-lite/poseidon3");
        return m.poseidon3;
    },
    () => {
        const m = requireCjs("poseidon-lite/poseidon4");
        return m.poseidon4;
    },
    () => {
        const m = requireCjs("poseidon-lite/poseidon5");
        return m.poseidon5;
    },
    () => {
        const m = requireCjs("poseidon-lite/poseidon6");
        return m.poseidon6;
    }
];
/** The largest number of inputs supported. */
export const MAX_POSEIDON_INPUTS = LOADERS.length;
const loaded = new Map();
/** The Poseidon function for `arity` inputs, loaded on first use; undefined for unsupported arities. */
function poseidonOfArity(arity) {
    const cached = loaded.get(arity);
    if (cached !== undefined)
        return cached;
    const load = LOADERS[arity - 1];
    if (load === undefined)
        return undefined;
    const fn = load();
    loaded.set(arity, fn);
    return fn;
}
/** Whether `value` is a field element: 0 ≤ value < p. */
export function isFieldElement(value) {
    return value >= 0n && value < P;
}
/** Poseidon of 1..6 field elements; undefined for another count or an input outside 0..p−1. */
export function poseidonHash(inputs) {
    if (!inputs.every(isFieldElement))
        return undefined;
    const hash = poseidonOfArity(inputs.length);
    return hash === undefined ? undefined : hash([...inputs]);
}
