/** The `npm run send` help text: the send commands, `deposit` and `balance`. */
import { MAX_RETRIES, MAX_WAIT_SECONDS } from "./retrying_fetch.ts"

/** What `npm run send -- --help` prints. */
export const USAGE = `Send an L2 transaction to the devnet, signed with a documented devnet wallet key, ask the devnet's
faucet for an account, or show an account's balance once its Merkle proof verifies.

Usage:
  npm run send -- <command> --from <wallet> [--to <receiver>] --token <token> --amount <amount> [options]
  npm run send -- swap --from <wallet> --to <wallet> --token <token> --amount <amount>
                      --for-token <token> --for-amount <amount> [--fee <s>] [--for-fee <s>] [options]
  npm run send -- deposit --to <wallet | address> [--bjj <wallet | key>] --token <token> --amount <amount>
                      [--url <url>] [--timeout <s>] [--no-wait]
  npm run send -- balance (--account <zk:SYM:idx> | --from <wallet> --token <token>) [--batch <n>] [--url <url>]

Commands:
  transfer          to an account:        --to <wallet number | account index zk:SYM:idx>
  transfer-to-eth   to an Ethereum address's account in the token:
                                          --to <wallet number | 0x… address>
  transfer-to-bjj   to a BabyJubJub key's internal account in the token:
                                          --to <wallet number | zk:… key>
  exit              to the exit tree (withdrawable on L1 later); no --to; --exit-to token names the
                    destination zk:<token symbol>:1 as hermezjs does (default EXIT: zk:EXIT:1)
  swap              an atomic swap between two devnet wallets: --from gives --amount of --token to --to,
                    which gives --for-amount of --for-token back; each transfer requests the other, both
                    are posted as one group (POST /atomic-pool) and forged in one batch or not at all
  deposit           the devnet's faucet (POST /devnet/deposits): an L1 deposit that creates an account of --to
                    (a wallet number or any 0x… address) and --bjj (a wallet number or any zk:… key; default
                    wallet --to's own) holding --amount of --token; followed until the devnet forges it
                    (GET /transactions-history/<id>), which prints the new account's index
  balance           sends nothing: the account's balance and nonce after a batch, printed only once its proof
                    (GET /accounts/<index>/proof) verifies against the batch's stateRoot (GET /batches/<n>)

Options:
  --from <n>            sender (balance: whose): devnet wallet n (private key = n as 32 bytes; its account in the token)
  --account <index>     balance: the account index, e.g. zk:ETH:256 (instead of --from and --token)
  --batch <n>           balance: the batch after which the balance is proven (default: the last)
  --bjj <key>           deposit: the account's BabyJubJub key, zk:… (e.g. the key a wallet app shows) or a wallet
                        number (its documented key)
  --token <token>       token symbol (ETH, HEZ, USDT, …) or id
  --amount <amount>     amount in token units, e.g. 1.5 (the token's decimals apply)
  --for-token <token>   swap: the token --to gives back (symbol or id)
  --for-amount <amount> swap: how much of it --to gives back
  --for-fee <selector>  swap: the fee selector of --to's transfer (default: the node's quote)
  --fee <selector>      fee selector 0..255 (31 ≈ 0.13 %, 32 ≈ 0.39 %, 50 ≈ 0.73 %); default: the node's
                        quote (GET /fee-quote), the cheapest selector whose fee meets its recommended
                        fee, said on stderr (0 when the node cannot price the token or gives no quote)
  --nonce <n>           nonce (default: the node's next nonce for the sender account, past its
                        pending transactions: GET /accounts/<index>/nonce)
  --url <url>           node URL (default http://localhost:<PORT>, the node's own variable;
                        http://localhost:4010 when PORT is unset)
  --chain-id <id>       chain id the signature commits to (default 1337, the devnet's)
  --timeout <seconds>   how long to follow the transaction (default 60)
  --no-wait             print the id and stop, without following the transaction
  --exit-to <EXIT|token> exit: its destination zk:EXIT:1 (default), or zk:<token symbol>:1 as every
                        hermezjs release sends it (the later revision takes both)
  --max-num-batch <n>   the last batch the transaction may be forged in (signed; 0: no limit, the default
                        when absent); once the next batch is past it the node drops it (invl,
                        reason code maxNumBatchExceeded). swap: both transfers
  --dry-run             only try it: the node runs every check of the POST and stores nothing;
                        prints the id, the state it would take and the sender's next nonce
  -h, --help            this help

It looks up the accounts, the token and (without --fee) the fee quote through the API, signs the
transaction (EdDSA-Poseidon over BabyJubJub), POSTs it to /transactions-pool, prints its id, then polls
/transactions-pool/<id> and prints each state until it is forged (fged) or discarded (invl; then
the reason and reason code that /transactions/<id>/status names).
With --dry-run it POSTs to /transactions-pool?dryRun=true instead and stops there.
A node that answers 503 or 429 with Retry-After (it is starting, shutting down or over a rate limit)
is waited for as it asks, with a line saying so, up to ${MAX_RETRIES} retries of a request and ${MAX_WAIT_SECONDS} s in all.
Exit status: 0 forged (or sent with --no-wait, or accepted by a dry run; a balance or an absence
proven), 1 rejected by the node, discarded, timed out, a proof that does not hold, or failed, 2 bad usage.

Examples:
  npm run send -- transfer --from 1 --to 2 --token ETH --amount 1.5
  npm run send -- transfer --from 1 --to zk:USDT:262 --token USDT --amount 12.25 --fee 32
  npm run send -- transfer-to-eth --from 3 --to 0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF --token ETH --amount 0.1
  npm run send -- exit --from 2 --token ETH --amount 0.5
  npm run send -- transfer --from 1 --to 2 --token ETH --amount 1.5 --dry-run
  npm run send -- transfer --from 1 --to 2 --token ETH --amount 1.5 --max-num-batch 80
  npm run send -- swap --from 1 --to 2 --token ETH --amount 0.5 --for-token USDT --for-amount 100
  npm run send -- deposit --to 0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF --bjj zk:… --token ETH --amount 10
  npm run send -- balance --account zk:ETH:256 --batch 30
  npm run send -- balance --from 1 --token ETH
`
