/** The command line of `npm run send`: a command and its options parsed into a typed request, or a message that says
 * what is wrong; receivers and tokens are kept as written and resolved against the node later. */
import { Option, Result, Schema } from "effect"
import { parseArgs } from "node:util"
import { AccountIndex, type AccountIndexValue } from "../core/domain/account_index.ts"
import { LOCAL_NETWORK } from "../core/domain/local_network.ts"
import { BatchNum, MAX_UINT32, MaxNumBatch } from "../core/domain/scalars.ts"
import type { TransactionTypeL2 } from "../core/domain/transaction_type.ts"
import { defaultNodeUrl } from "./default_node_url.ts"

/** The kinds of transaction the command sends. */
export const COMMANDS = ["transfer", "transfer-to-eth", "transfer-to-bjj", "exit"] as const
export type SendKind = (typeof COMMANDS)[number]

/** The command that sends nothing: an account's balance, shown once its Merkle proof verifies. */
export const BALANCE_COMMAND = "balance"

/** The command that swaps tokens between two devnet wallets atomically: two transfers, each requesting the other. */
export const SWAP_COMMAND = "swap"

/** The command that asks the devnet's faucet for an account: an L1 deposit the devnet forges (`POST /devnet/deposits`). */
export const DEPOSIT_COMMAND = "deposit"

/** Every command, as the messages list them. */
const ALL_COMMANDS: ReadonlyArray<string> = [...COMMANDS, SWAP_COMMAND, DEPOSIT_COMMAND, BALANCE_COMMAND]

/** The L2 transaction type each command sends. */
export const TRANSACTION_TYPES: Readonly<Record<SendKind, TransactionTypeL2>> = {
  transfer: "Transfer",
  "transfer-to-eth": "TransferToEthAddr",
  "transfer-to-bjj": "TransferToBJJ",
  exit: "Exit"
}

/** Default chain id: the local network's, the devnet's. */
export const DEFAULT_CHAIN_ID = LOCAL_NETWORK.chainId
/** Default seconds to follow a transaction. */
export const DEFAULT_TIMEOUT_SECONDS = 60

/** A parsed `send` request. */
export interface SendRequest {
  readonly kind: SendKind
  /** The sender's devnet wallet number. */
  readonly from: number
  /** The receiver as written (absent for an exit). */
  readonly to: string | undefined
  /** Token symbol or id, as written. */
  readonly token: string
  /** Amount in token units, as written (e.g. `1.5`). */
  readonly amount: string
  /** The fee selector; absent: the node's quote (`GET /fee-quote`) chooses it. */
  readonly fee: number | undefined
  readonly nonce: bigint | undefined
  /** The node's base URL, without a trailing slash. */
  readonly url: string
  readonly chainId: number
  readonly timeoutSeconds: number
  /** Whether to follow the transaction after posting it. */
  readonly wait: boolean
  /** Whether to only try it: the node runs every check of the POST and stores nothing. */
  readonly dryRun: boolean
  /** How an exit names its destination: `zk:EXIT:1` (`EXIT`, the interface) or `zk:<token symbol>:1` (`token`, as hermezjs). */
  readonly exitTo: ExitTo
  /** The last batch it may be forged in (`maxNumBatch`, signed); absent: no limit, and the body has none. */
  readonly maxNumBatch: MaxNumBatch | undefined
}

/** The spellings of an exit's destination `--exit-to` chooses: `zk:EXIT:1`, or `zk:<the token's symbol>:1`. */
export const EXIT_TO = ["EXIT", "token"] as const
export type ExitTo = (typeof EXIT_TO)[number]

/** Whose balance: an account index as written, or a devnet wallet's account in a token (symbol or id as written). */
export type BalanceTarget =
  | { readonly _tag: "Index"; readonly accountIndex: AccountIndexValue }
  | { readonly _tag: "Wallet"; readonly from: number; readonly token: string }

/** A parsed `balance` request. */
export interface BalanceRequest {
  readonly target: BalanceTarget
  /** The batch after which the balance is proven; absent: the node's last. */
  readonly batchNum: BatchNum | undefined
  /** The node's base URL, without a trailing slash. */
  readonly url: string
}

/** A parsed `swap` request: two transfers between two devnet wallets, each the other's request, posted as one atomic
 * group (`POST /atomic-pool`) and followed until both are forged in one batch. */
export interface SwapRequest {
  /** Wallet `--from` pays `--amount` of `--token` to wallet `--to`. */
  readonly give: SendRequest
  /** Wallet `--to` pays `--for-amount` of `--for-token` to wallet `--from`. */
  readonly take: SendRequest
}

/** A parsed `deposit` request: an account of `to` and `bjj` in `token` created with `amount` by the devnet's faucet. */
export interface DepositRequest {
  /** The account's Ethereum address as written: a wallet number or an address. */
  readonly to: string
  /** The account's BabyJubJub key as written (a wallet number or a `zk:` key); absent: wallet `to`'s own. */
  readonly bjj: string | undefined
  readonly token: string
  /** Amount in token units, as written. */
  readonly amount: string
  /** The node's base URL, without a trailing slash. */
  readonly url: string
  readonly timeoutSeconds: number
  /** Whether to follow the deposit until it is forged. */
  readonly wait: boolean
}

/** What the command line asks for. */
export type Invocation =
  | { readonly _tag: "Help" }
  | { readonly _tag: "Send"; readonly request: SendRequest }
  | { readonly _tag: "Swap"; readonly request: SwapRequest }
  | { readonly _tag: "Deposit"; readonly request: DepositRequest }
  | { readonly _tag: "Balance"; readonly request: BalanceRequest }

/** The options only the send commands take, those only `balance` takes, and those only `swap` takes. */
const SEND_ONLY = [
  "to",
  "amount",
  "fee",
  "nonce",
  "chain-id",
  "timeout",
  "no-wait",
  "dry-run",
  "exit-to",
  "max-num-batch"
] as const
const BALANCE_ONLY = ["account", "batch"] as const
const SWAP_ONLY = ["for-token", "for-amount", "for-fee"] as const
/** The options of the send commands `swap` does not take (both nonces come from the node; a group has no dry run). */
const NOT_SWAP = ["nonce", "dry-run", "exit-to"] as const
/** The options `deposit` takes (nothing is signed: no sender, fee, nonce or chain). */
const DEPOSIT_OPTIONS = new Set(["to", "bjj", "token", "amount", "url", "timeout", "no-wait", "help"])

const decodeAccountIndex = Schema.decodeUnknownOption(AccountIndex)

function isKind(text: string): text is SendKind {
  return COMMANDS.some((c) => c === text)
}

function isExitTo(text: string): text is ExitTo {
  return EXIT_TO.some((spelling) => spelling === text)
}

/** A whole number in `min..max`, or a message naming the option. */
function integer(name: string, text: string, min: number, max: number): Result.Result<number, string> {
  if (!/^\d+$/u.test(text)) return Result.fail(`--${name} must be a whole number, got "${text}"`)
  const value = Number(text)
  if (value < min || value > max) return Result.fail(`--${name} must be between ${min} and ${max}, got ${text}`)
  return Result.succeed(value)
}

/** The variables of the environment the command line is read with. */
export interface InvocationEnvironment {
  /** The node's port on localhost when no `--url` is given (`default_node_url.ts`). */
  readonly PORT?: string | undefined
}

/** The invocation `argv` (the arguments after the script) asks for in `environment`, or what is wrong with it. */
export function parseInvocation(
  argv: ReadonlyArray<string>,
  environment: InvocationEnvironment = {}
): Result.Result<Invocation, string> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    return Result.fail(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help === true) return Result.succeed({ _tag: "Help" })
  const [command, ...extra] = positionals
  if (command === undefined) return Result.fail(`a command is required: ${ALL_COMMANDS.join(", ")}`)
  if (extra.length > 0) return Result.fail(`unexpected argument "${extra[0]}"`)
  if (command === DEPOSIT_COMMAND) return parseDeposit(values, environment)
  if (values.bjj !== undefined) return Result.fail(`--bjj is an option of deposit, not of ${command}`)
  if (command === BALANCE_COMMAND) return parseBalance(values, environment)
  if (command === SWAP_COMMAND) return parseSwap(values, environment)
  if (!isKind(command)) return Result.fail(`unknown command "${command}": expected one of ${ALL_COMMANDS.join(", ")}`)
  const balanceOption = BALANCE_ONLY.find((name) => values[name] !== undefined)
  if (balanceOption !== undefined) return Result.fail(`--${balanceOption} is an option of balance, not of ${command}`)
  const swapOption = SWAP_ONLY.find((name) => values[name] !== undefined)
  if (swapOption !== undefined) return Result.fail(`--${swapOption} is an option of swap, not of ${command}`)
  return parseSend(command, values, environment)
}

/** The send request of the parsed options for `command` (a transfer's kind; `swap` parses each leg with it). */
function parseSend(
  command: SendKind,
  values: ReturnType<typeof parse>["values"],
  environment: InvocationEnvironment
): Result.Result<Extract<Invocation, { _tag: "Send" }>, string> {
  if (values.from === undefined) return Result.fail("--from <wallet number> is required")
  const from = integer("from", values.from, 1, 1_000_000)
  if (Result.isFailure(from)) return Result.fail(from.failure)
  if (command === "exit" && values.to !== undefined) return Result.fail("an exit has no receiver: drop --to")
  if (command !== "exit" && values.to === undefined) return Result.fail(`${command} needs --to <receiver>`)
  const exitTo = values["exit-to"] ?? "EXIT"
  if (command !== "exit" && values["exit-to"] !== undefined)
    return Result.fail(`--exit-to is an option of exit, not of ${command}`)
  if (!isExitTo(exitTo)) return Result.fail(`--exit-to must be EXIT or token, got "${exitTo}"`)
  if (values.token === undefined) return Result.fail("--token <symbol or id> is required")
  if (values.amount === undefined) return Result.fail("--amount <amount> is required, e.g. --amount 1.5")
  const fee = values.fee === undefined ? Result.succeed(undefined) : integer("fee", values.fee, 0, 255)
  if (Result.isFailure(fee)) return Result.fail(fee.failure)
  const chainId = integer("chain-id", values["chain-id"] ?? String(DEFAULT_CHAIN_ID), 0, 65535)
  if (Result.isFailure(chainId)) return Result.fail(chainId.failure)
  const timeout = integer("timeout", values.timeout ?? String(DEFAULT_TIMEOUT_SECONDS), 1, 86_400)
  if (Result.isFailure(timeout)) return Result.fail(timeout.failure)
  const limit = values["max-num-batch"]
  const maxNumBatch = limit === undefined ? Result.succeed(undefined) : integer("max-num-batch", limit, 0, MAX_UINT32)
  if (Result.isFailure(maxNumBatch)) return Result.fail(maxNumBatch.failure)
  let nonce: bigint | undefined
  if (values.nonce !== undefined) {
    if (!/^\d+$/u.test(values.nonce)) return Result.fail(`--nonce must be a whole number, got "${values.nonce}"`)
    nonce = BigInt(values.nonce)
  }
  const url = nodeUrl(values.url, environment)
  if (Result.isFailure(url)) return Result.fail(url.failure)
  return Result.succeed({
    _tag: "Send",
    request: {
      kind: command,
      from: from.success,
      to: values.to,
      token: values.token,
      amount: values.amount,
      fee: fee.success,
      nonce,
      url: url.success,
      chainId: chainId.success,
      timeoutSeconds: timeout.success,
      wait: values["no-wait"] !== true,
      dryRun: values["dry-run"] === true,
      exitTo,
      maxNumBatch: maxNumBatch.success === undefined ? undefined : MaxNumBatch.make(maxNumBatch.success)
    }
  })
}

/** The node's base URL of `--url` (default: localhost on the environment's `PORT`), without a trailing slash. */
function nodeUrl(text: string | undefined, environment: InvocationEnvironment): Result.Result<string, string> {
  if (text === undefined) return defaultNodeUrl(environment.PORT)
  const url = text.replace(/\/+$/u, "")
  return /^https?:\/\/\S+$/u.test(url)
    ? Result.succeed(url)
    : Result.fail(`--url must be an http(s) URL, got "${text}"`)
}

/**
 * The `swap` request of the parsed options: wallet `--from` gives `--amount` of `--token` to wallet `--to`, which gives
 * `--for-amount` of `--for-token` back (fees `--fee` and `--for-fee`, else each quoted); both are devnet wallets, since
 * the command signs for both.
 */
function parseSwap(
  values: ReturnType<typeof parse>["values"],
  environment: InvocationEnvironment
): Result.Result<Invocation, string> {
  const balanceOption = BALANCE_ONLY.find((name) => values[name] !== undefined)
  if (balanceOption !== undefined) return Result.fail(`--${balanceOption} is an option of balance, not of swap`)
  const notSwap = NOT_SWAP.find((name) => values[name] !== undefined)
  if (notSwap !== undefined) return Result.fail(`swap does not take --${notSwap}`)
  if (values.to === undefined || !/^\d+$/u.test(values.to))
    return Result.fail("swap needs --to <wallet number>: the command signs for both wallets")
  if (values["for-token"] === undefined)
    return Result.fail("swap needs --for-token <symbol or id>: what --to gives back")
  if (values["for-amount"] === undefined)
    return Result.fail("swap needs --for-amount <amount>: how much --to gives back")
  const give = parseSend("transfer", values, environment)
  if (Result.isFailure(give)) return Result.fail(give.failure)
  const takeFee =
    values["for-fee"] === undefined ? Result.succeed(undefined) : integer("for-fee", values["for-fee"], 0, 255)
  if (Result.isFailure(takeFee)) return Result.fail(takeFee.failure)
  const giving = give.success.request
  const take: SendRequest = {
    ...giving,
    from: Number(values.to),
    to: String(giving.from),
    token: values["for-token"],
    amount: values["for-amount"],
    fee: takeFee.success
  }
  if (take.from === giving.from) return Result.fail("swap needs two wallets: --to must differ from --from")
  return Result.succeed({ _tag: "Swap", request: { give: giving, take } })
}

/** The `deposit` request of the parsed options: `--to <wallet | address>`, `--bjj <wallet | key>` (default: wallet
 * `--to`'s own), `--token`, `--amount`. */
function parseDeposit(
  values: ReturnType<typeof parse>["values"],
  environment: InvocationEnvironment
): Result.Result<Invocation, string> {
  const other = Object.keys(values).find((name) => !DEPOSIT_OPTIONS.has(name))
  if (other !== undefined) return Result.fail(`deposit signs nothing and takes no --${other}`)
  if (values.to === undefined)
    return Result.fail("deposit needs --to <wallet number | 0x… address>: the account's owner")
  if (values.bjj === undefined && !/^\d+$/u.test(values.to))
    return Result.fail("deposit to an address needs --bjj <wallet number | zk:… key>: the account's BabyJubJub key")
  if (values.token === undefined) return Result.fail("--token <symbol or id> is required")
  if (values.amount === undefined) return Result.fail("--amount <amount> is required, e.g. --amount 10")
  const timeout = integer("timeout", values.timeout ?? String(DEFAULT_TIMEOUT_SECONDS), 1, 86_400)
  if (Result.isFailure(timeout)) return Result.fail(timeout.failure)
  const url = nodeUrl(values.url, environment)
  if (Result.isFailure(url)) return Result.fail(url.failure)
  return Result.succeed({
    _tag: "Deposit",
    request: {
      to: values.to,
      bjj: values.bjj,
      token: values.token,
      amount: values.amount,
      url: url.success,
      timeoutSeconds: timeout.success,
      wait: values["no-wait"] !== true
    }
  })
}

/** The `balance` request of the parsed options: `--account <index>`, or `--from <wallet> --token <token>`. */
function parseBalance(
  values: ReturnType<typeof parse>["values"],
  environment: InvocationEnvironment
): Result.Result<Invocation, string> {
  const sendOption = [...SEND_ONLY, ...SWAP_ONLY].find((name) => values[name] !== undefined)
  if (sendOption !== undefined) return Result.fail(`balance sends nothing: drop --${sendOption}`)
  const byWallet = values.from !== undefined || values.token !== undefined
  let target: BalanceTarget
  if (values.account !== undefined) {
    if (byWallet)
      return Result.fail("balance takes either --account <index> or --from <wallet> --token <token>, not both")
    const accountIndex = decodeAccountIndex(values.account)
    if (Option.isNone(accountIndex))
      return Result.fail(`--account must be an account index like zk:ETH:256, got "${values.account}"`)
    target = { _tag: "Index", accountIndex: accountIndex.value }
  } else {
    if (!byWallet) return Result.fail("balance needs --account <index>, or --from <wallet> with --token <token>")
    if (values.from === undefined) return Result.fail("balance with --token needs --from <wallet number>")
    if (values.token === undefined) return Result.fail("balance with --from needs --token <symbol or id>")
    const from = integer("from", values.from, 1, 1_000_000)
    if (Result.isFailure(from)) return Result.fail(from.failure)
    target = { _tag: "Wallet", from: from.success, token: values.token }
  }
  const batch = values.batch === undefined ? Result.succeed(undefined) : integer("batch", values.batch, 0, MAX_UINT32)
  if (Result.isFailure(batch)) return Result.fail(batch.failure)
  const url = nodeUrl(values.url, environment)
  if (Result.isFailure(url)) return Result.fail(url.failure)
  const batchNum = batch.success === undefined ? undefined : BatchNum.make(batch.success)
  return Result.succeed({ _tag: "Balance", request: { target, batchNum, url: url.success } })
}

/** `parseArgs` with the command's options (throws on an unknown option or a missing value). */
function parse(argv: ReadonlyArray<string>) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      from: { type: "string" },
      to: { type: "string" },
      bjj: { type: "string" },
      account: { type: "string" },
      batch: { type: "string" },
      token: { type: "string" },
      amount: { type: "string" },
      fee: { type: "string" },
      "for-token": { type: "string" },
      "for-amount": { type: "string" },
      "for-fee": { type: "string" },
      nonce: { type: "string" },
      url: { type: "string" },
      "chain-id": { type: "string" },
      timeout: { type: "string" },
      "no-wait": { type: "boolean" },
      "dry-run": { type: "boolean" },
      "exit-to": { type: "string" },
      "max-num-batch": { type: "string" },
      help: { type: "boolean", short: "h" }
    }
  })
}
