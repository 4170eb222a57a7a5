/** A signed transfer a running devnet node accepts: 1000 wei of ETH from devnet wallet 1 to wallet 2 at its nonce. */
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { signedBody, walletSigner } from "../../adapters/http/signed_transactions.ts"
import { get, rawExchange } from "./server_process.ts"

/** Wallet `wallet`'s ETH account on the node at `port`: its index (`zk:ETH:n`) and nonce. */
async function ethAccount(port: number, wallet: number): Promise<{ readonly index: string; readonly nonce: number }> {
  const answer = await rawExchange(
    port,
    get(`/accounts?zkEthereumAddress=zk:${devnetWallet(wallet).ethAddress}&tokenIds=0`)
  )
  const page: unknown = JSON.parse(answer.body)
  const accounts: unknown = typeof page === "object" && page !== null ? Reflect.get(page, "accounts") : undefined
  const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined
  const index: unknown = typeof first === "object" && first !== null ? Reflect.get(first, "accountIndex") : undefined
  const nonce: unknown = typeof first === "object" && first !== null ? Reflect.get(first, "nonce") : undefined
  if (typeof index !== "string" || typeof nonce !== "number")
    throw new Error(`wallet ${wallet} has no ETH account: ${answer.body}`)
  return { index, nonce }
}

/** The JSON body of a signed transfer from wallet 1 to wallet 2 the node at `port` accepts now, at the account's nonce
 * (or `noncesAhead` above it, after as many pending transfers). */
export async function signedTransferBody(port: number, noncesAhead = 0): Promise<string> {
  const from = await ethAccount(port, 1)
  const to = await ethAccount(port, 2)
  const body = signedBody(
    {
      fromAccountIndex: from.index,
      toAccountIndex: to.index,
      tokenId: 0,
      amount: 1000n,
      fee: 0,
      nonce: BigInt(from.nonce + noncesAhead)
    },
    walletSigner(1)
  )
  return JSON.stringify(body)
}

/** A POST of `body` to `/transactions-pool`, as raw bytes: the head, and the body split at `split`. */
export function poolPost(body: string, split: number): { readonly head: string; readonly rest: string } {
  const head =
    `POST /transactions-pool HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\n\r\n`
  return { head: head + body.slice(0, split), rest: body.slice(split) }
}
