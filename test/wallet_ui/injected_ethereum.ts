/** An EIP-1193 provider injected into a page as `window.ethereum`, as MetaMask injects one, backed by a devnet wallet's
 * Ethereum key held in this process (the page never sees it): it answers the accounts, the chain, `personal_sign` and
 * `eth_sign` (EIP-191 over the message's text), `eth_signTypedData_v4` for an account-creation authorization (core's
 * EIP-712 digest) and the read-only calls a wallet app makes at login; any other method is the EIP-1193 error 4200.
 * Every call is recorded with its answer or error, so a check can say what the app asked. */
import type { Page } from "playwright-core"
import { bjjFromBytes } from "../../core/domain/bjj.ts"
import { checksum, type EthAddress } from "../../core/domain/eth_address.ts"
import {
  accountCreationDigest,
  AUTHORISATION_TEXT,
  DOMAIN_VERSION
} from "../../core/signing/account_creation_digest.ts"
import { ethAddressOf, signDigest, signPersonalMessage } from "../../adapters/crypto/ethereum_sign.ts"
import { hexToBytes } from "../../adapters/crypto/hex_bytes.ts"

/** One call of the page to the provider. */
export interface ProviderCall {
  readonly method: string
  readonly params: unknown
  /** The answer, or `error: <message>` when the provider refused. */
  readonly outcome: string
}

/** The provider of a page: the calls it got so far, oldest first. */
export interface InjectedEthereum {
  readonly address: EthAddress
  readonly calls: ReadonlyArray<ProviderCall>
}

/** The balance in wei `eth_getBalance` answers for any address: 10 ETH. */
const BALANCE_WEI = 10n * 10n ** 18n

/** The block number `eth_blockNumber` answers. */
const BLOCK_NUMBER = 1n

/** A refusal carried to the page as an EIP-1193 error. */
class ProviderError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** `0x` + hex of a non-negative integer, as JSON-RPC writes quantities. */
function quantity(value: bigint | number): string {
  return "0x" + value.toString(16)
}

/** The UTF-8 text of a `personal_sign` payload: hex bytes (as ethers sends them) or plain text. */
function messageText(data: unknown): string {
  if (typeof data !== "string") throw new ProviderError(-32602, "the message is not a string")
  if (!/^0x([0-9a-fA-F]{2})*$/u.test(data)) return data
  const bytes = new Uint8Array((data.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(data.slice(2 + 2 * i, 4 + 2 * i), 16)
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    throw new ProviderError(-32602, "this provider signs UTF-8 messages only")
  }
}

/** The digest of an account-creation authorization's typed data (`eth_signTypedData_v4`'s JSON), checked field by field
 * against what core signs; other typed data is refused. */
function typedDataDigest(json: unknown): Uint8Array {
  const typed = (typeof json === "string" ? JSON.parse(json) : json) as {
    primaryType?: unknown
    domain?: { name?: unknown; version?: unknown; chainId?: unknown; verifyingContract?: unknown }
    message?: { Provider?: unknown; Authorisation?: unknown; BJJKey?: unknown }
  }
  const { domain, message } = typed
  const bjj = typeof message?.BJJKey === "string" ? hexToBytes(message.BJJKey, 32) : undefined
  if (
    typed.primaryType !== "Authorise" ||
    domain === undefined ||
    typeof domain.name !== "string" ||
    domain.version !== DOMAIN_VERSION ||
    typeof domain.verifyingContract !== "string" ||
    message?.Provider !== domain.name ||
    message?.Authorisation !== AUTHORISATION_TEXT ||
    bjj === undefined
  ) {
    throw new ProviderError(4200, `this provider signs account-creation authorizations only: ${JSON.stringify(typed)}`)
  }
  return accountCreationDigest(bjjFromBytes(bjj.reverse()), {
    name: domain.name,
    chainId: BigInt(String(domain.chainId)),
    verifyingContract: checksum(domain.verifyingContract)
  })
}

/** The answer to one call for the wallet with key `privateKey` on chain `chainId`. */
function answer(privateKey: Uint8Array, address: EthAddress, chainId: number, method: string, params: any): unknown {
  const own = (candidate: unknown) => {
    if (typeof candidate !== "string" || candidate.toLowerCase() !== address.toLowerCase()) {
      throw new ProviderError(4100, `the account ${String(candidate)} is not this wallet's`)
    }
  }
  switch (method) {
    case "eth_requestAccounts":
    case "eth_accounts":
      return [address.toLowerCase()]
    case "eth_chainId":
      return quantity(chainId)
    case "net_version":
      return String(chainId)
    case "eth_blockNumber":
      return quantity(BLOCK_NUMBER)
    case "eth_getBalance":
      return quantity(BALANCE_WEI)
    case "eth_call":
      // Reads of contracts (an ERC-20 balance, allowance): a zero word.
      return "0x" + "0".repeat(64)
    case "personal_sign":
      own(params?.[1])
      return signPersonalMessage(privateKey, messageText(params?.[0]))
    case "eth_sign":
      own(params?.[0])
      return signPersonalMessage(privateKey, messageText(params?.[1]))
    case "eth_signTypedData_v4":
      own(params?.[0])
      return signDigest(privateKey, typedDataDigest(params?.[1]))
    default:
      throw new ProviderError(4200, `method ${method} is not served by this provider`)
  }
}

/** The page-side provider: `window.ethereum` forwarding each request to the binding `__devnetEthereum`. */
const PAGE_SCRIPT = `(() => {
  const listeners = new Map();
  window.ethereum = {
    isMetaMask: true,
    request: async ({ method, params }) => {
      const reply = await window.__devnetEthereum(method, JSON.stringify(params === undefined ? [] : params));
      if (reply.error !== undefined) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      return reply.result;
    },
    on: (event, listener) => { listeners.set(event, [...(listeners.get(event) || []), listener]); return window.ethereum; },
    removeListener: (event, listener) => {
      listeners.set(event, (listeners.get(event) || []).filter((l) => l !== listener)); return window.ethereum;
    },
    isConnected: () => true
  };
})();`

/** Injects into `page` (before it loads) a provider for the wallet with the 32-byte Ethereum key `privateKey` on chain
 * `chainId`. */
export async function injectEthereum(page: Page, privateKey: Uint8Array, chainId: number): Promise<InjectedEthereum> {
  const address = ethAddressOf(privateKey)
  const calls: Array<ProviderCall> = []
  await page.exposeFunction("__devnetEthereum", (method: string, paramsJson: string) => {
    const params: unknown = JSON.parse(paramsJson)
    try {
      const result = answer(privateKey, address, chainId, method, params)
      calls.push({ method, params, outcome: JSON.stringify(result) })
      return { result }
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : -32603
      const message = error instanceof Error ? error.message : String(error)
      calls.push({ method, params, outcome: `error: ${message}` })
      return { error: { code, message } }
    }
  })
  await page.addInitScript(PAGE_SCRIPT)
  return { address, calls }
}
