/** The scheduled jobs of USDT withdrawals, beside its routes (contract/routes/usdt-withdrawals.ts). */
import { defineSchedules } from '../schedule-definition';

export const usdtWithdrawalSchedules = defineSchedules({
  /**
   * Signs reserved withdrawals with the hot wallet's key, keeps each signed transfer on its record,
   * broadcasts it to TronGrid (TRON_API_URL) and books the chain's answer, telling each customer their
   * withdrawal was sent or returned. Every minute, as the chain watcher (contract/schedules/chain-deposits.ts).
   */
  usdtWithdrawalSender: {
    subject: 'USDT withdrawal sender',
    cadence: 'every minute',
    handler: 'lambdas/scheduled/send-usdt-withdrawals.ts',
    every: { minutes: 1 },
    timeoutSeconds: 50,
    grants: {
      tables: { accounts: 'readWrite' },
      email: 'customers',
      houseAddresses: 'read',
      hotWallet: 'sign',
    },
    indexUse: 'the sender queries gsi1 for reserved and broadcast withdrawals.',
    // After each watch run in `npm start`, so a sandbox withdrawal goes out and is confirmed as blocks
    // are made; the tests' stacks leave it to the test, which can then stop one half-way.
    local: { run: 'sendUsdtWithdrawalsNow', cadence: { after: 'tronDepositWatcher' }, devOnly: true },
  },
});
