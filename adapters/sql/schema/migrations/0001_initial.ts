/**
 * Migration 1, the whole schema. Lists are append-only, so each row carries a gap-free ordinal per filter dimension
 * with an index `(key…, item_id) INCLUDE (ord)`: a count is one index-only probe (`docs/storage.md`, exact counts).
 */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `CREATE TABLE item_counter (
    kind text PRIMARY KEY,
    next_item bigint NOT NULL
  )`,
  `INSERT INTO item_counter (kind, next_item) VALUES
    ('token', 1), ('account', 1), ('batch', 1), ('transaction', 1), ('exit', 1), ('bid', 1), ('coordinator', 1)`,

  `CREATE TABLE chain_state (
    id smallint PRIMARY KEY CHECK (id = 1),
    highest_block_num numeric(20, 0),
    contract_variables text
  )`,
  `INSERT INTO chain_state (id) VALUES (1)`,

  `CREATE TABLE eth_block (
    num numeric(20, 0) PRIMARY KEY,
    hash bytea NOT NULL,
    timestamp timestamptz NOT NULL
  )`,

  `CREATE TABLE token (
    item_id bigint PRIMARY KEY,
    token_id bigint NOT NULL UNIQUE,
    eth_block_num numeric(20, 0) NOT NULL,
    eth_addr bytea NOT NULL UNIQUE,
    name text NOT NULL,
    name_lower text NOT NULL,
    symbol text NOT NULL,
    decimals integer NOT NULL,
    usd double precision,
    fiat_update timestamptz
  )`,
  `CREATE INDEX token_symbol ON token (symbol)`,

  `CREATE TABLE account (
    item_id bigint NOT NULL,
    idx bigint NOT NULL UNIQUE,
    token_id bigint NOT NULL,
    eth_addr bytea NOT NULL,
    bjj bytea NOT NULL,
    batch_num bigint NOT NULL,
    ord_all bigint NOT NULL,
    ord_token bigint NOT NULL,
    ord_addr bigint NOT NULL,
    ord_bjj bigint NOT NULL,
    bjj_count bigint NOT NULL,
    PRIMARY KEY (item_id) INCLUDE (ord_all, bjj_count)
  )`,
  `CREATE INDEX account_token ON account (token_id, item_id) INCLUDE (ord_token)`,
  `CREATE INDEX account_addr ON account (eth_addr, item_id) INCLUDE (ord_addr)`,
  `CREATE INDEX account_bjj ON account (bjj, item_id) INCLUDE (ord_bjj)`,

  `CREATE TABLE account_update (
    idx bigint NOT NULL,
    batch_num bigint NOT NULL,
    nonce numeric(20, 0) NOT NULL,
    balance numeric NOT NULL,
    PRIMARY KEY (idx, batch_num)
  )`,
  `CREATE INDEX account_update_batch ON account_update USING brin (batch_num)`,

  `CREATE TABLE batch (
    item_id bigint NOT NULL,
    batch_num bigint NOT NULL UNIQUE,
    eth_block_num numeric(20, 0) NOT NULL,
    eth_block_hash bytea NOT NULL,
    timestamp timestamptz NOT NULL,
    forger_addr bytea NOT NULL,
    collected_fees text NOT NULL,
    fees_usd double precision NOT NULL,
    state_root numeric NOT NULL,
    num_accounts integer NOT NULL,
    exit_root numeric NOT NULL,
    forge_l1_txs_num bigint,
    slot_num bigint NOT NULL,
    tx_item_start bigint NOT NULL,
    tx_count integer NOT NULL,
    l2_count integer NOT NULL,
    account_item_start bigint NOT NULL,
    exit_item_start bigint NOT NULL,
    exit_count integer NOT NULL,
    l1_delays double precision[] NOT NULL,
    ord_all bigint NOT NULL,
    ord_slot bigint NOT NULL,
    ord_forger bigint NOT NULL,
    PRIMARY KEY (item_id) INCLUDE (ord_all)
  )`,
  `CREATE UNIQUE INDEX batch_forged_queue ON batch (forge_l1_txs_num) WHERE forge_l1_txs_num IS NOT NULL`,
  `CREATE INDEX batch_slot ON batch (slot_num, item_id) INCLUDE (ord_slot)`,
  `CREATE INDEX batch_forger ON batch (forger_addr, item_id) INCLUDE (ord_forger)`,
  `CREATE INDEX batch_time ON batch (timestamp)`,

  `CREATE TABLE tx (
    item_id bigint NOT NULL,
    id bytea NOT NULL,
    batch_num bigint NOT NULL,
    position integer NOT NULL,
    is_l1 boolean NOT NULL,
    type smallint NOT NULL,
    from_idx bigint,
    from_symbol text,
    from_eth_addr bytea,
    from_bjj bytea,
    to_idx bigint NOT NULL,
    to_symbol text NOT NULL,
    to_eth_addr bytea,
    to_bjj bytea,
    amount numeric NOT NULL,
    historic_usd double precision,
    timestamp timestamptz NOT NULL,
    token_id bigint NOT NULL,
    l1_queue_num bigint,
    user_origin boolean,
    deposit_amount numeric,
    amount_success boolean,
    deposit_amount_success boolean,
    historic_deposit_usd double precision,
    l1_eth_block_num numeric(20, 0),
    fee smallint,
    historic_fee_usd double precision,
    nonce numeric(20, 0),
    ord_all bigint NOT NULL,
    ord_token bigint NOT NULL,
    ord_type bigint NOT NULL,
    ord_token_type bigint NOT NULL,
    PRIMARY KEY (item_id) INCLUDE (ord_all)
  )`,
  `CREATE UNIQUE INDEX tx_id ON tx (id)`,
  `CREATE INDEX tx_token ON tx (token_id, item_id) INCLUDE (ord_token)`,
  `CREATE INDEX tx_type ON tx (type, item_id) INCLUDE (ord_type)`,
  `CREATE INDEX tx_token_type ON tx (token_id, type, item_id) INCLUDE (ord_token_type)`,

  `CREATE TABLE account_tx (
    account_idx bigint NOT NULL,
    item_id bigint NOT NULL,
    ord bigint NOT NULL,
    type smallint NOT NULL,
    token_id bigint NOT NULL,
    PRIMARY KEY (account_idx, item_id) INCLUDE (ord, type, token_id)
  )`,
  `CREATE INDEX account_tx_item ON account_tx USING brin (item_id)`,
  `CREATE TABLE addr_tx (
    addr bytea NOT NULL,
    item_id bigint NOT NULL,
    ord bigint NOT NULL,
    type smallint NOT NULL,
    token_id bigint NOT NULL,
    PRIMARY KEY (addr, item_id) INCLUDE (ord, type, token_id)
  )`,
  `CREATE INDEX addr_tx_item ON addr_tx USING brin (item_id)`,
  `CREATE TABLE bjj_tx (
    bjj bytea NOT NULL,
    item_id bigint NOT NULL,
    ord bigint NOT NULL,
    type smallint NOT NULL,
    token_id bigint NOT NULL,
    PRIMARY KEY (bjj, item_id) INCLUDE (ord, type, token_id)
  )`,
  `CREATE INDEX bjj_tx_item ON bjj_tx USING brin (item_id)`,

  `CREATE TABLE l1_user_tx (
    id bytea PRIMARY KEY,
    queue_num bigint NOT NULL,
    position integer NOT NULL,
    item_id bigint NOT NULL,
    forged boolean NOT NULL,
    type smallint NOT NULL,
    from_idx bigint,
    from_symbol text,
    from_eth_addr bytea,
    from_bjj bytea,
    to_idx bigint NOT NULL,
    to_symbol text NOT NULL,
    to_eth_addr bytea,
    to_bjj bytea,
    amount numeric NOT NULL,
    historic_usd double precision,
    timestamp timestamptz NOT NULL,
    token_id bigint NOT NULL,
    deposit_amount numeric NOT NULL,
    historic_deposit_usd double precision,
    l1_eth_block_num numeric(20, 0) NOT NULL,
    UNIQUE (queue_num, position)
  )`,

  `CREATE TABLE exit (
    item_id bigint NOT NULL,
    batch_num bigint NOT NULL,
    idx bigint NOT NULL,
    token_id bigint NOT NULL,
    eth_addr bytea NOT NULL,
    bjj bytea NOT NULL,
    merkle_proof text NOT NULL,
    balance numeric NOT NULL,
    instant_withdraw numeric(20, 0),
    delayed_withdraw_request numeric(20, 0),
    delayed_withdraw numeric(20, 0),
    ord_all bigint NOT NULL,
    ord_token bigint NOT NULL,
    ord_addr bigint NOT NULL,
    ord_bjj bigint NOT NULL,
    ord_account bigint NOT NULL,
    PRIMARY KEY (item_id) INCLUDE (ord_all),
    UNIQUE (batch_num, idx)
  )`,
  `CREATE INDEX exit_token ON exit (token_id, item_id) INCLUDE (ord_token)`,
  `CREATE INDEX exit_addr ON exit (eth_addr, item_id) INCLUDE (ord_addr)`,
  `CREATE INDEX exit_bjj ON exit (bjj, item_id) INCLUDE (ord_bjj)`,
  `CREATE INDEX exit_account ON exit (idx, item_id) INCLUDE (ord_account)`,
  `CREATE INDEX exit_pending ON exit (item_id) WHERE instant_withdraw IS NULL AND delayed_withdraw IS NULL`,

  `CREATE TABLE bid (
    item_id bigint NOT NULL,
    slot_num bigint NOT NULL,
    bid_value numeric NOT NULL,
    eth_block_num numeric(20, 0) NOT NULL,
    bidder_addr bytea NOT NULL,
    forger_addr bytea NOT NULL,
    withdraw_addr bytea NOT NULL,
    url text NOT NULL,
    timestamp timestamptz NOT NULL,
    ord_all bigint NOT NULL,
    ord_slot bigint NOT NULL,
    ord_bidder bigint NOT NULL,
    ord_forger bigint NOT NULL,
    PRIMARY KEY (item_id) INCLUDE (ord_all)
  )`,
  `CREATE INDEX bid_slot ON bid (slot_num, item_id) INCLUDE (ord_slot)`,
  `CREATE INDEX bid_bidder ON bid (bidder_addr, item_id) INCLUDE (ord_bidder)`,
  `CREATE INDEX bid_forger ON bid (forger_addr, item_id) INCLUDE (ord_forger)`,
  `CREATE TABLE slot_best (
    slot_num bigint PRIMARY KEY,
    item_id bigint NOT NULL,
    bidder_addr bytea NOT NULL,
    forger_addr bytea NOT NULL
  )`,
  `CREATE INDEX slot_best_bidder ON slot_best (bidder_addr, slot_num)`,
  `CREATE INDEX slot_best_forger ON slot_best (forger_addr, slot_num)`,

  `CREATE TABLE coordinator (
    item_id bigint PRIMARY KEY,
    bidder_addr bytea NOT NULL UNIQUE,
    forger_addr bytea NOT NULL,
    url text NOT NULL,
    eth_block numeric(20, 0) NOT NULL
  )`,

  `CREATE TABLE pool_tx (
    seq bigint GENERATED ALWAYS AS IDENTITY,
    id bytea PRIMARY KEY,
    state text NOT NULL,
    batch_num bigint,
    reason text,
    type smallint NOT NULL,
    token_id bigint NOT NULL,
    from_idx bigint NOT NULL,
    from_symbol text NOT NULL,
    from_eth_addr bytea,
    from_bjj bytea,
    to_idx bigint,
    to_symbol text,
    to_eth_addr bytea,
    to_bjj bytea,
    amount numeric NOT NULL,
    fee smallint NOT NULL,
    nonce numeric(20, 0) NOT NULL,
    signature bytea NOT NULL,
    timestamp timestamptz NOT NULL,
    rq_from_idx bigint,
    rq_from_symbol text,
    rq_to_idx bigint,
    rq_to_symbol text,
    rq_to_eth_addr bytea,
    rq_to_bjj bytea,
    rq_token_id bigint,
    rq_amount numeric,
    rq_fee smallint,
    rq_nonce numeric(20, 0)
  )`,
  `CREATE UNIQUE INDEX pool_tx_seq ON pool_tx (seq)`,
  `CREATE INDEX pool_tx_pending ON pool_tx (seq) WHERE state = 'pend'`,
  `CREATE INDEX pool_tx_batch ON pool_tx (batch_num) WHERE batch_num IS NOT NULL`,

  `CREATE TABLE account_authorization (
    eth_addr bytea PRIMARY KEY,
    bjj bytea NOT NULL,
    signature bytea NOT NULL,
    timestamp timestamptz NOT NULL
  )`
]
