import { verifyElements } from "./eddsa_poseidon_wasm.js";
/** Whether the check's signature is valid for Poseidon(elements) under its key, with keys looked up in (and added to) `cache`. */
export function verifyCheck(check, cache) {
    const { publicKey, signature } = check;
    if (publicKey.length !== 64 || signature.length !== 128)
        return false;
    const key = cache.lookup(publicKey);
    if (key === undefined || !verifyElements(check.elements, key, signature))
        return false;
    cache.recordValid(publicKey);
    return true;
}
