/** Items in their wire encoding that every stored template's shape is tried on: a stored template made under another
 * shaping (a field renamed, moved or dropped by a revision) gives another digest for them, and is made again. */
import { Schema } from "effect"
import { Exit } from "../../../core/domain/exit.ts"
import { HistoryTransaction } from "../../../core/domain/history_transaction.ts"

const ETHER = {
  itemId: 1,
  id: 0,
  ethereumBlockNum: 1000,
  ethereumAddress: "0x0000000000000000000000000000000000000000",
  name: "Ether",
  symbol: "ETH",
  decimals: 18,
  USD: 1795.8,
  fiatUpdate: "2026-01-01T01:15:00.000Z"
}

const OWNER = {
  zkEthereumAddress: "zk:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf",
  bjj: "zk:1tamx8TPGSacfvQNG1cXUjYcLmLQgMyyKW3F6ZuKrSDH"
}

const DEPOSIT = {
  L1orL2: "L1",
  id: "0x006bd2dd6bd408cbee33429358bf24fdc64612fbf8b1b4db604518f40ffd34b607",
  itemId: 45,
  type: "CreateAccountDeposit",
  position: 0,
  fromAccountIndex: "zk:ETH:256",
  fromZkEthereumAddress: OWNER.zkEthereumAddress,
  fromBJJ: OWNER.bjj,
  toAccountIndex: "zk:ETH:0",
  toZkEthereumAddress: null,
  toBJJ: null,
  amount: "0",
  batchNum: 1,
  historicUSD: null,
  timestamp: "2026-01-01T00:01:00.000Z",
  token: ETHER,
  L1Info: {
    toForgeL1TransactionsNum: 0,
    userOrigin: true,
    depositAmount: "6000000000000000000",
    amountSuccess: true,
    depositAmountSuccess: true,
    historicDepositAmountUSD: 10875,
    ethereumBlockNum: 1004
  },
  L2Info: null,
  finality: "finalized"
}

const TRANSFER = {
  ...DEPOSIT,
  L1orL2: "L2",
  id: "0x02c674951a81881b7bc50db3b9e5efd97ac88550c7426ac548720e5057cfba515a",
  itemId: 46,
  type: "Transfer",
  position: 2,
  toAccountIndex: "zk:ETH:257",
  toZkEthereumAddress: OWNER.zkEthereumAddress,
  toBJJ: OWNER.bjj,
  amount: "100000000000000000",
  historicUSD: 179.58,
  L1Info: null,
  L2Info: { fee: 126, historicFeeUSD: 0.01, nonce: 3 }
}

const EXIT = {
  batchNum: 2,
  accountIndex: "zk:ETH:256",
  ...OWNER,
  itemId: 1,
  merkleProof: {
    root: "13808448997528000277323673602545795932166867019943736192972804863817589271930",
    siblings: ["5008781093894566865042159676592244070643976516429827368444262464690369540645"],
    oldKey: "0",
    oldValue: "0",
    isOld0: false,
    key: "256",
    value: "11984329728272172728718903287015906295764623275995376429368120633152259950985",
    fnc: 0
  },
  balance: "500000000000000000",
  instantWithdraw: null,
  delayedWithdrawRequest: 1026,
  delayedWithdraw: null,
  token: ETHER,
  finality: "forged",
  withdrawableAtBlock: 1084
}

/** Sample history transactions: an L1 deposit and an L2 transfer. */
export const HISTORY_SAMPLES: ReadonlyArray<HistoryTransaction> = [DEPOSIT, TRANSFER].map((item) =>
  Schema.decodeUnknownSync(HistoryTransaction)(item)
)

/** A sample exit. */
export const EXIT_SAMPLES: ReadonlyArray<Exit> = [EXIT].map((item) => Schema.decodeUnknownSync(Exit)(item))
