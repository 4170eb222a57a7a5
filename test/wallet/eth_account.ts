/** The ETH account of a devnet wallet as a node's API shows it, which the wallet command's tests start from. */
import type { Account } from "../../core/domain/account.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import { FIRST_PAGE, type PromiseClient } from "../../adapters/http/client/client.ts"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"

/** The ETH account of devnet wallet `w` on `node`. */
export async function ethAccount(node: PromiseClient<"later">, w: number): Promise<Account> {
  const page = await node.call((c) =>
    c.account.listAccounts({
      query: { ...FIRST_PAGE, zkEthereumAddress: devnetWallet(w).ethAddress, tokenIds: [TokenId.make(0)] }
    })
  )
  const account = page.accounts[0]
  if (account === undefined) throw new Error(`wallet ${w} has no ETH account`)
  return account
}
