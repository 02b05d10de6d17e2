/**
 * The accounts table's catalogue: every item type, its key and what it holds. Every adapter builds
 * keys here, so a key is spelled once and a new item type is added in one place.
 *
 *   pk                       sk                          what
 *   USER#<sub>               PROFILE                     the profile (userId, email, kycStatus, createdAt,
 *                                                        trc20Addresses, avatarKey), and the transaction
 *                                                        PIN's hash and attempt window (pinAttempts
 *                                                        counted until pinAttemptsResetAt; the last
 *                                                        claim counted and given back, lastPinClaim and
 *                                                        lastPinRelease)
 *   USER#<sub>               SESSION                     tokensValidAfter: the sign-out-everywhere cut-off
 *   USER#<sub>               WALLET#<INR|USDT>           balanceMinor: the balance as a DynamoDB Number of
 *                                                        minor units (paise, USDT micro-units); postingCount
 *   USER#<sub>               TXN#<INR|USDT>#<ulid>       a transaction record the customer sees; in gsi1
 *                                                        (TXN-STATUS#<status> / <time>#<ulid>) while held,
 *                                                        pending, failed or expired: the queues someone
 *                                                        (ops, the card sweep) must act on
 *   USER#suspense            TXN#INR#<ulid>              money in suspense (SUSPENSE_OWNER): in gsi1
 *                                                        (TXN-STATUS#unmatched) until assigned or returned
 *   ENTRY#<ulid>             ENTRY                       a journal entry with all its postings; immutable
 *   HOUSE#<account>#<shard>  <entry ulid>                one house-account posting (append-only)
 *   STOCK#<account>#<shard>  STOCK                       availableMinor: one shard of what the house holds of a
 *                                                        stock it sells (USDT inventory); a sale draws from as
 *                                                        many shards as it needs, each on the condition it
 *                                                        holds what is taken
 *   USER#<sub>               QUOTE#<ulid>                a buy quote given to the customer, with every figure;
 *                                                        expiresAt (epoch seconds) lets the TTL remove it
 *   REF#<source>:<id>        REF                         an external reference (UTR, payment id, chain tx,
 *                                                        client key) and the first result it got, with the
 *                                                        id of the write that made it (writeId)
 *   USER#<sub>               KYC#APPLICATION             the current KYC submission; in the review queue
 *                                                        (gsi1 KYC#pending / <submittedAt>#<sub>) while pending
 *   USER#<sub>               KYC#BANK                    its bank details
 *   USER#<sub>               KYC#DECISION#<submission>   one per decided submission, never updated
 *   AADHAAR#<fingerprint>    CLAIM                       which account uses an Aadhaar number (ownerId)
 *   PAN#<fingerprint>        CLAIM                       which account uses a PAN (ownerId)
 *   KYC-AUDIT#<sub>          READ#<time>#<id>            a reviewer's read of the application or a document
 *                                                        (gsi1 AUDIT#<date> / <time>#<sub>)
 *   USER#<sub>               DEPOSIT-ADDRESS#TRC20       the person's TRC20 deposit address and its index,
 *                                                        written once (deposit-address-repository.ts)
 *   TRC20-ADDRESS#<address>  OWNER                       ownerId: whose deposit address it is, the chain
 *                                                        watcher's point read for each transfer's ends; in
 *                                                        gsi1 (TRC20-ADDRESSES / <assignedAt>#<address>),
 *                                                        oldest first: where a new watcher starts
 *   USER#<sub>               WITHDRAWAL-ADDRESS#<addr>   a TRON address the customer saved for USDT
 *                                                        withdrawals: label, addedAt (its cooling-off)
 *   TRC20-ADDRESS#<address>  SAVED-AS-WITHDRAWAL         firstSavedAt: some customer saved it as a
 *                                                        withdrawal address, so the deposit-address
 *                                                        allocator never hands it out (kept for good)
 *   TRON#DEPOSIT-INDEX       COUNTER                     nextIndex: derivation indexes handed out (ADD)
 *   TRON#CHAIN-WATCH         WATERMARK                   how far the chain watcher has read the USDT
 *                                                        contract's solidified Transfer events (block,
 *                                                        timestamp, a range in progress), version for a
 *                                                        conditional save
 *   TRON-SIGHTING#<tx>:<i>   SIGHTING                    a customer's deposit seen in a block not yet
 *                                                        solidified (userId, amount, block); in gsi1
 *                                                        (TRON-SIGHTINGS / <block>#<tx>:<i>) until it is
 *                                                        credited or fails
 *   USER#<sub>               CAP#<name>#<period>         totalMinor: a running total a movement is capped by
 *                                                        (bank transfers credited on one day in India)
 *   USER#<sub>               VIRTUAL-ACCOUNT             the person's virtual account for bank transfers and
 *                                                        UPI (while `creating`: who holds the creation lease)
 *   VIRTUAL-ACCOUNT#<va id>  OWNER                       ownerId and the verified payer's fingerprint, for
 *                                                        crediting what arrives on it
 *   USER#<sub>               PAYOUT-PAYEE#<fingerprint>  the payout provider's contact and fund account of one
 *                                                        verified bank account (by its keyed fingerprint),
 *                                                        made once; the account only masked
 *   INR-WITHDRAWAL#<ulid>    OWNER                       whose withdrawal (userId) the payout of that record
 *                                                        id is, and the fund account it pays: what a payout
 *                                                        webhook, naming only our record id, is booked by;
 *                                                        once paid out, in gsi1 (PAID-WITHDRAWALS / <paidAt>)
 *                                                        for the reconciliation to ask about reversals
 *   RESERVES#PUBLISHED       <tree id>                   a published proof-of-reserves tree: root, totals,
 *                                                        day, leaf count (public); tree ids sort by time
 *   USER#<sub>               TOLD#<record id>:<outcome>  an email sent about a record's outcome, so a booking
 *                                                        path that runs again (a redelivered webhook) does
 *                                                        not send it again; expiresAt lets the TTL remove it
 *   USER#<sub>               RESERVES-PROOF#<tree id>    the customer's leaf and path in that tree (only
 *                                                        theirs); expiresAt lets the TTL remove old ones
 *   UPLOAD#<upload id>       SESSION                     a multipart upload's session: ownerId, key,
 *                                                        createdAt, endedAs once completed or aborted;
 *                                                        expiresAt (epoch seconds) is the table's TTL
 *
 * Why this shape:
 * - A customer's own items share one partition, so their KYC items are one `begins_with(sk, 'KYC#')`
 *   query. That partition will also hold every wallet transaction, so the profile and balances are
 *   read by key (point reads), never by querying the partition: a query page stops at 1 MB.
 * - The sign-out cut-off is its own small item, not a profile attribute, so the read every request
 *   makes stays one read unit however large the profile grows.
 * - Identity-number claims live in their own partitions, keyed by a keyed hash of the number, so a
 *   conditional put refuses a number another account holds without a scan.
 * - A wallet is one small item only its owner's movements touch, so deposits of different customers
 *   never meet on an item; its records sort by ULID under one prefix, so its list is one Query,
 *   newest first.
 * - House accounts take a posting from nearly every movement; an item (or partition) written by every
 *   request would cap the product near 1000 writes/s and make transactions conflict, so their postings
 *   are new items spread over HOUSE_SHARDS partitions, and a house balance is the sum of its rows.
 * - An entry is its own partition, so the invariant checker can read every entry and fold its postings.
 * - An upload session is found by the upload id alone (the id is what a request names), so it is
 *   its own partition; the TTL removes abandoned ones.
 * - Reviewers' reads sit outside the customer's partition (the customer never lists them), and gsi1
 *   groups them by UTC day for operators.
 */
import type { FingerprintKind } from '../domain/kyc/field-cipher';
import type { KycApplicationRecord } from '../domain/kyc/kyc-application';
import type { HouseAccountName } from '../domain/ledger/book/accounts';
import { type ExternalReference, referenceName } from '../domain/ledger/book/external-reference';
import type { TransactionStatus } from '../domain/ledger/book/transactions';
import type { Currency } from '../domain/money';

export interface ItemKey {
  pk: string;
  sk: string;
}

const userPartition = (userId: string) => `USER#${userId}`;
export const WITHDRAWAL_ADDRESS_SK_PREFIX = 'WITHDRAWAL-ADDRESS#';

/** The sort-key prefix every KYC item of a customer shares. */
export const KYC_SK_PREFIX = 'KYC#';
const APPLICATION_SK = `${KYC_SK_PREFIX}APPLICATION`;
const BANK_SK = `${KYC_SK_PREFIX}BANK`;
const DECISION_SK_PREFIX = `${KYC_SK_PREFIX}DECISION#`;
export const WALLET_SK_PREFIX = 'WALLET#';
const TRANSACTION_SK_PREFIX = 'TXN#';
export const ENTRY_PK_PREFIX = 'ENTRY#';
export const HOUSE_PK_PREFIX = 'HOUSE#';
export const STOCK_PK_PREFIX = 'STOCK#';
export const REFERENCE_PK_PREFIX = 'REF#';
export const PUBLISHED_RESERVES_PK = 'RESERVES#PUBLISHED';
export const PROFILE_SK = 'PROFILE';

/** House postings spread over this many partitions; house totals and the checker read all of them. */
export const HOUSE_SHARDS = 16;

/**
 * A stock's guard is split over this many items, so concurrent sales rarely meet on one. A sale takes
 * from one shard when one holds enough, else from several in its one transaction (every shard fits
 * well within DynamoDB's 100 items), so the largest sale is the whole stock; funding fills the
 * emptiest shards first.
 */
export const STOCK_SHARDS = 8;

/** The attribute of a wallet balance item that holds the balance in minor units (a Number). */
export const BALANCE_ATTRIBUTE = 'balanceMinor';

export const accountItems = {
  /** Everything a customer owns lives under this partition key. */
  customerPartition: userPartition,
  profile: (userId: string): ItemKey => ({ pk: userPartition(userId), sk: PROFILE_SK }),
  session: (userId: string): ItemKey => ({ pk: userPartition(userId), sk: 'SESSION' }),
  walletBalance: (userId: string, currency: Currency): ItemKey => ({
    pk: userPartition(userId),
    sk: `${WALLET_SK_PREFIX}${currency}`,
  }),
  transaction: (userId: string, currency: Currency, id: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `${transactionPrefix(currency)}${id}`,
  }),
  entry: (entryId: string): ItemKey => ({ pk: `${ENTRY_PK_PREFIX}${entryId}`, sk: 'ENTRY' }),
  housePosting: (account: HouseAccountName, entryId: string): ItemKey => ({
    pk: housePartition(account, shardOf(entryId)),
    sk: entryId,
  }),
  stockShard: (account: HouseAccountName, shard: number): ItemKey => ({
    pk: `${STOCK_PK_PREFIX}${account}#${String(shard).padStart(2, '0')}`,
    sk: 'STOCK',
  }),
  quote: (userId: string, quoteId: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `QUOTE#${quoteId}`,
  }),
  externalReference: (reference: ExternalReference): ItemKey => ({
    pk: `${REFERENCE_PK_PREFIX}${referenceName(reference)}`,
    sk: 'REF',
  }),
  kycApplication: (userId: string): ItemKey => ({ pk: userPartition(userId), sk: APPLICATION_SK }),
  kycBank: (userId: string): ItemKey => ({ pk: userPartition(userId), sk: BANK_SK }),
  kycDecision: (userId: string, submissionId: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `${DECISION_SK_PREFIX}${submissionId}`,
  }),
  identityClaim: (kind: FingerprintKind, fingerprint: string): ItemKey => ({
    pk: `${kind.toUpperCase()}#${fingerprint}`,
    sk: 'CLAIM',
  }),
  depositAddress: (userId: string): ItemKey => ({ pk: userPartition(userId), sk: 'DEPOSIT-ADDRESS#TRC20' }),
  depositAddressOwner: (address: string): ItemKey => ({ pk: `TRC20-ADDRESS#${address}`, sk: 'OWNER' }),
  savedAsWithdrawalAddress: (address: string): ItemKey => ({
    pk: `TRC20-ADDRESS#${address}`,
    sk: 'SAVED-AS-WITHDRAWAL',
  }),
  withdrawalAddress: (userId: string, address: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `${WITHDRAWAL_ADDRESS_SK_PREFIX}${address}`,
  }),
  /** Touched only when a person gets their first address, so not a hot item. */
  depositAddressIndexCounter: (): ItemKey => ({ pk: 'TRON#DEPOSIT-INDEX', sk: 'COUNTER' }),
  chainWatermark: (): ItemKey => ({ pk: 'TRON#CHAIN-WATCH', sk: 'WATERMARK' }),
  chainSighting: (transferId: string): ItemKey => ({ pk: `TRON-SIGHTING#${transferId}`, sk: 'SIGHTING' }),
  movementCap: (userId: string, name: string, period: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `CAP#${name}#${period}`,
  }),
  /** The customer a user-partition key names (`USER#<sub>`). */
  userOfPartition: (pk: string): string | undefined =>
    pk.startsWith('USER#') ? pk.slice('USER#'.length) : undefined,
  virtualAccount: (userId: string): ItemKey => ({ pk: userPartition(userId), sk: 'VIRTUAL-ACCOUNT' }),
  virtualAccountOwner: (virtualAccountId: string): ItemKey => ({
    pk: `VIRTUAL-ACCOUNT#${virtualAccountId}`,
    sk: 'OWNER',
  }),
  payoutPayee: (userId: string, fingerprint: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `PAYOUT-PAYEE#${fingerprint}`,
  }),
  withdrawalOwner: (withdrawalId: string): ItemKey => ({ pk: `INR-WITHDRAWAL#${withdrawalId}`, sk: 'OWNER' }),
  uploadSession: (uploadId: string): ItemKey => ({ pk: `UPLOAD#${uploadId}`, sk: 'SESSION' }),
  publishedReserves: (treeId: string): ItemKey => ({ pk: PUBLISHED_RESERVES_PK, sk: treeId }),
  toldNotice: (userId: string, what: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `TOLD#${what}`,
  }),
  reservesProof: (userId: string, treeId: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `RESERVES-PROOF#${treeId}`,
  }),
  /** A reviewer's read of a customer's data; `readId` keeps two reads in one millisecond apart. */
  reviewerRead: (userId: string, readAt: string, readId: string) => ({
    pk: `KYC-AUDIT#${userId}`,
    sk: `READ#${readAt}#${readId}`,
    ...auditIndex.keys(userId, readAt),
  }),
} as const;

/** The sort-key prefix of one wallet's transaction records. */
export const transactionPrefix = (currency: Currency) => `${TRANSACTION_SK_PREFIX}${currency}#`;

export const housePartition = (account: HouseAccountName, shard: number) =>
  `${HOUSE_PK_PREFIX}${account}#${String(shard).padStart(2, '0')}`;

/** ULIDs end in 80 random bits, so a hash of the entry id spreads entries evenly over the shards. */
function shardOf(entryId: string): number {
  let hash = 0;
  for (const char of entryId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % HOUSE_SHARDS;
}

/** What kind of KYC item a sort key of the customer's partition names. */
export function kycItemKind(sk: string): 'application' | 'bank' | 'decision' | undefined {
  if (sk === APPLICATION_SK) return 'application';
  if (sk === BANK_SK) return 'bank';
  if (sk.startsWith(DECISION_SK_PREFIX)) return 'decision';
  return undefined;
}

/** Index gsi1 (`gsi1pk`, `gsi1sk`) holds cross-customer lists; these are its partitions. */
export const reviewQueueIndex = {
  /** Pending KYC applications, oldest first: the sort key starts with the submission time. */
  partition: 'KYC#pending',
  keys: (application: Pick<KycApplicationRecord, 'submittedAt' | 'userId'>) => ({
    gsi1pk: reviewQueueIndex.partition,
    gsi1sk: `${application.submittedAt}#${application.userId}`,
  }),
} as const;

export const auditIndex = {
  /** Reviewers' reads on one UTC day (`YYYY-MM-DD`). */
  partition: (date: string) => `AUDIT#${date}`,
  keys: (userId: string, readAt: string) => ({
    gsi1pk: auditIndex.partition(readAt.slice(0, 10)),
    gsi1sk: `${readAt}#${userId}`,
  }),
} as const;

/** The deposit addresses given out, oldest first (the owner items, by assignment time). */
export const depositAddressIndex = {
  partition: 'TRC20-ADDRESSES',
  keys: (assignedAt: string, address: string) => ({
    gsi1pk: depositAddressIndex.partition,
    gsi1sk: `${assignedAt}#${address}`,
  }),
} as const;

/** Withdrawals paid out, oldest first: the reconciliation asks the provider again for a reversal. */
export const paidOutIndex = {
  partition: 'PAID-WITHDRAWALS',
  keys: (withdrawalId: string, paidAt: string) => ({
    ':queue': paidOutIndex.partition,
    ':paidAt': `${paidAt}#${withdrawalId}`,
  }),
} as const;

/** Pending chain sightings by block, oldest first: the watcher fails those that never solidify. */
export const chainSightingIndex = {
  partition: 'TRON-SIGHTINGS',
  /** Block numbers padded so they sort as text. */
  block: (blockNumber: number) => String(blockNumber).padStart(12, '0'),
  keys: (blockNumber: number, transferId: string) => ({
    gsi1pk: chainSightingIndex.partition,
    gsi1sk: `${chainSightingIndex.block(blockNumber)}#${transferId}`,
  }),
} as const;

/**
 * Transaction records waiting in a status (held for ops, pending a payment), oldest first. A card
 * deposit that failed or expired waits too: its payment may still be captured (late authorisation), so
 * the sweep asks the provider again while the window lasts. Past it the record stays in the index but
 * no query reads it (the sweep reads from the window's start), so each run reads the window, not history.
 */
export const transactionStatusIndex = {
  queuedStatuses: [
    'held',
    'pending',
    'failed',
    'expired',
    'unmatched',
    'reserved',
    'broadcast',
  ] as readonly TransactionStatus[],
  partition: (status: TransactionStatus) => `TXN-STATUS#${status}`,
  /** The index keys of a record in `status` since `since`, or none when that status is not queued. */
  keys: (status: TransactionStatus, since: string, id: string) =>
    transactionStatusIndex.queuedStatuses.includes(status)
      ? { gsi1pk: transactionStatusIndex.partition(status), gsi1sk: `${since}#${id}` }
      : undefined,
} as const;

/** Only the record's own attributes: keys and index attributes stay in the table. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...record } = item;
  return record as T;
}
