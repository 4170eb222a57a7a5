/** What process tests do to a running node over HTTP: find a devnet wallet's ETH account, POST a signed transfer at the
 * next nonce, subscribe to `/events`, and recognise a pool transaction reaching a state. */
import { Result } from "effect"
import { expect } from "vitest"
import { FIRST_PAGE, type PromiseClient } from "../../adapters/http/client/client.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import type { Account } from "../../core/domain/account.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { readSse, type ReceivedEvent, type SseReader } from "../adapters/http/sse_reader.ts"
import type { NodeProcess } from "../browser/node_process.ts"

/** The ETH account of devnet wallet `w`. */
export async function ethAccount(client: PromiseClient<"later">, w: number): Promise<Account> {
  const page = await client.call((c) =>
    c.account.listAccounts({
      query: { ...FIRST_PAGE, zkEthereumAddress: devnetWallet(w).ethAddress, tokenIds: [TokenId.make(0)] }
    })
  )
  const account = page.accounts[0]
  if (account === undefined) throw new Error(`wallet ${w} has no ETH account`)
  return account
}

/** Signs and posts a transfer from wallet `w` to `to` with the node's next nonce; its id. */
export async function transfer(client: PromiseClient<"later">, w: number, to: Account): Promise<TxId> {
  const from = await ethAccount(client, w)
  const { nextNonce } = await client.call((c) =>
    c.wallet.getAccountNonce({ params: { accountIndex: from.accountIndex } })
  )
  const draft = {
    from,
    toAccountIndex: to.accountIndex,
    toEthAddr: null,
    toBjj: null,
    amount: 10n ** 15n,
    fee: 0,
    nonce: nextNonce
  }
  const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(BigInt(w)), 1337))
  const sent = await client.call((c) => c.transaction.postPoolTransaction({ query: {}, payload: signed.transaction }))
  if (typeof sent !== "string") throw new Error("a real POST answers the id")
  return sent
}

/** Subscribes to `node`'s events. */
export async function subscribe(
  node: NodeProcess,
  query: string,
  headers: Record<string, string> = {}
): Promise<SseReader> {
  const response = await fetch(`${node.url}/events?${query}`, { headers })
  expect(response.status).toBe(200)
  return readSse(response)
}

/** Whether `events` hold the `pool` event of `id` reaching `state`. */
export const reached = (id: TxId, state: string) => (events: ReadonlyArray<ReceivedEvent>) =>
  events.some(
    (e) =>
      e.event === "pool" &&
      (e.data as { id: string; state: string }).id === id &&
      (e.data as { state: string }).state === state
  )
