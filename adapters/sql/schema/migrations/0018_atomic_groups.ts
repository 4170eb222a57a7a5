/** Migration 18, atomic groups in the pool (`core/ledger/pool_groups.ts`): each pool transaction's group, the indexes a
 * group's members and a transaction's waiting requesters are found on, and the pairing lock a transaction entering the
 * pool takes with the probe for those requesters. */

/** The first key of the pairing locks (`pg_advisory_xact_lock(int4, int4)`, a key space apart from the writer's). */
const PAIRING_LOCK_CLASS = 0x7a6b_0002

/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE pool_tx ADD COLUMN atomic_group_id bytea`,
  `CREATE INDEX pool_tx_atomic_group ON pool_tx (atomic_group_id, seq) WHERE atomic_group_id IS NOT NULL`,
  // A pending, ungrouped requester by the sender and nonce it requests (an absent nonce requests 0).
  `CREATE INDEX pool_tx_waiting_requester ON pool_tx (rq_from_idx, (COALESCE(rq_nonce, 0)), seq)
    WHERE state = 'pend' AND atomic_group_id IS NULL AND rq_from_idx IS NOT NULL`,
  // Takes the pairing lock of sender $1 and nonce $2 until the transaction ends, then answers whether a pending,
  // ungrouped transaction requests that sender and nonce. VOLATILE: the probe takes its snapshot after the lock is
  // granted, so it sees whatever a transaction that held the lock committed, even called from within one statement.
  `CREATE OR REPLACE FUNCTION pool_pairing_lock(bigint, numeric) RETURNS boolean LANGUAGE sql VOLATILE AS $$
    SELECT pg_advisory_xact_lock(${PAIRING_LOCK_CLASS}, hashtext($1::text || ':' || $2::text));
    SELECT EXISTS (SELECT 1 FROM pool_tx r WHERE r.rq_from_idx = $1 AND COALESCE(r.rq_nonce, 0) = $2
      AND r.state = 'pend' AND r.atomic_group_id IS NULL AND r.rq_from_idx IS NOT NULL)
  $$`
]
