/** Signs TRON transaction ids for the house's hot wallet; the private key never leaves the signer (AWS KMS in the cloud, a generated key file under .local locally). */
export interface TronTransactionSigner {
  /** The hot wallet's base58check address (T…), derived from the signer's public key. */
  address(): Promise<string>;
  /** secp256k1 signature over the 32-byte transaction id (sha256 of raw_data), s normalised low, with its recovery id. */
  signTransactionId(transactionId: Uint8Array): Promise<{ r: bigint; s: bigint; recovery: 0 | 1 }>;
}
export interface UsdtTransferRequest {
  to: string;
  amountMicro: bigint;
}
export interface TransferCost {
  energy: bigint;
  energyFromStake: bigint;
  /** Sun burnt: energy beyond the stake at the energy price, bandwidth beyond the allowance. */
  feeSun: bigint;
}
export type SentTransferStatus = 'pending' | 'confirmed' | 'failed' | 'unknown';

/** What anyone may read of the hot wallet from the chain, with its address alone: no key, no signing. */
export interface HotWalletReader {
  /**
   * What the transfer would cost now: its energy (triggerconstantcontract; a recipient that never held
   * USDT costs about twice as much), how much of it the hot wallet's staked energy covers
   * (getaccountresource), and the TRX the chain would burn for the rest and for bandwidth.
   */
  estimateTransferFee(request: UsdtTransferRequest): Promise<TransferCost>;
  /**
   * Where a broadcast transaction stands: confirmed only once its block is solidified (gettransactioninfobyid
   * on /walletsolidity + receipt result SUCCESS), failed when the chain says so in a solidified block,
   * pending while in a block not yet solidified, unknown otherwise. A transaction no lookup knows is
   * unknown whatever the head's time: lookups and the head may come from nodes at different heights.
   */
  status(
    transactionId: string,
    expiresAt?: bigint,
  ): Promise<{ status: SentTransferStatus; blockNumber?: bigint }>;
  /**
   * True only on evidence that the transaction can never be in the chain: every solidified block it
   * could be in (after its reference block, up to the first stamped past its expiry) read by number,
   * and its id in none of them. False when anything is missing: that is no evidence either way.
   */
  neverIncluded(signed: SignedUsdtTransfer): Promise<boolean>;
  /** The hot wallet's TRX (sun) and USDT (micro) balances. */
  balances(): Promise<{ trxSun: bigint; usdtMicro: bigint }>;
}

export interface UsdtSender extends HotWalletReader {
  /** Builds transfer(address,uint256) with triggersmartcontract, signs the txID with the signer, broadcasts; returns the transaction id. Idempotent by the caller keeping the id. */
  send(request: UsdtTransferRequest): Promise<{ transactionId: string }>;
}

/**
 * A transfer built and signed, not necessarily broadcast yet. Its id is fixed by its bytes, so a caller
 * that stores it before broadcasting can broadcast it again after a timeout (the chain takes one
 * transaction once: a repeat is DUP_TRANSACTION_ERROR, which counts as sent) and never signs a second
 * transfer for the same withdrawal while the first may still land.
 */
export interface SignedUsdtTransfer {
  transactionId: string;
  /** Milliseconds since the epoch after which no block may include it: past this it can only have failed. */
  expiresAt: bigint;
  /** The broadcast body (JSON text), signature included. */
  transaction: string;
}

/** The sender in two steps, for callers that keep the signed transaction between them. */
export interface StagedUsdtSender extends UsdtSender {
  signTransfer(request: UsdtTransferRequest): Promise<SignedUsdtTransfer>;
  broadcast(signed: SignedUsdtTransfer): Promise<{ transactionId: string }>;
}

/**
 * The node refused the broadcast (TRON's codes: SIGERROR, TRANSACTION_EXPIRATION_ERROR,
 * CONTRACT_VALIDATE_ERROR for too little TRX or USDT, …). This node did not take it; the id is dead only
 * once it expires, as an earlier broadcast of the same bytes may have reached the chain.
 */
export class UsdtBroadcastRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`The TRON node refused the transfer (${code}): ${message}`);
  }
}
