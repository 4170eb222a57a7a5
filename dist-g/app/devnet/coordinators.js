import { Url } from "../../core/domain/scalars.js";
import { ethAddressOf, privateKeyBytes } from "./wallets.js";
function coordinator(n, name, feeWallet) {
    return {
        name,
        bidderAddr: ethAddressOf(privateKeyBytes(0xb1d0n + BigInt(n))),
        forgerAddr: ethAddressOf(privateKeyBytes(0xf0n + BigInt(n))),
        withdrawAddr: ethAddressOf(privateKeyBytes(0x3dn + BigInt(n))),
        URL: Url.make(`http://${name}.coordinator.devnet.local:8086`),
        feeWallet
    };
}
/** The devnet's coordinators: boot (index 0) and three bidders; `walletCount` picks their fee wallets. */
export function devnetCoordinators(walletCount) {
    return [
        coordinator(0, "boot", walletCount),
        coordinator(1, "alpha", walletCount - 1),
        coordinator(2, "bravo", walletCount - 2),
        coordinator(3, "charlie", walletCount - 3)
    ];
}
/** A coordinator's new forger address and URL after it registers again. */
export function reRegistered(original) {
    return {
        ...original,
        forgerAddr: ethAddressOf(privateKeyBytes(0xf0f0n + BigInt(original.feeWallet))),
        URL: Url.make(`https://${original.name}-v2.coordinator.devnet.local`)
    };
}
