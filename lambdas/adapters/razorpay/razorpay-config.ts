/**
 * Where the Razorpay adapter points and with which credentials, from the environment:
 *
 *   RAZORPAY_API_URL             https://api.razorpay.com in the cloud; the payments sandbox locally
 *   RAZORPAY_KEY_ID              the API key id (not secret: it is also what the checkout page shows)
 *   RAZORPAY_KEY_SECRET[_ARN]    the API key secret (value locally, Secrets Manager ARN in the cloud)
 *   RAZORPAY_WEBHOOK_SECRET[_ARN] the webhook secret, a different secret (same rule)
 *   RAZORPAY_CHECKOUT_URL        the hosted checkout page (default: <RAZORPAY_API_URL>/v1/checkout/embedded)
 *   RAZORPAY_PAYOUT_ACCOUNT_NUMBER the business's RazorpayX account number, which payouts are paid from
 */
import { secretValue } from '../secret-values';

export const RAZORPAY_PUBLIC_API_URL = 'https://api.razorpay.com';

export const razorpayConfig = {
  apiUrl: () => (process.env.RAZORPAY_API_URL || RAZORPAY_PUBLIC_API_URL).replace(/\/+$/, ''),
  keyId: () => {
    const keyId = process.env.RAZORPAY_KEY_ID;
    if (!keyId) throw new Error('Missing environment variable RAZORPAY_KEY_ID');
    return keyId;
  },
  payoutAccountNumber: () => {
    const accountNumber = process.env.RAZORPAY_PAYOUT_ACCOUNT_NUMBER;
    if (!accountNumber) throw new Error('Missing environment variable RAZORPAY_PAYOUT_ACCOUNT_NUMBER');
    return accountNumber;
  },
  checkoutUrl: () => process.env.RAZORPAY_CHECKOUT_URL || `${razorpayConfig.apiUrl()}/v1/checkout/embedded`,
  keySecret: () => secretValue('RAZORPAY_KEY_SECRET'),
  webhookSecret: () => secretValue('RAZORPAY_WEBHOOK_SECRET'),
};

/** The API credentials every Razorpay client of the handlers is built with. */
export const razorpayCredentials = () => ({
  apiUrl: razorpayConfig.apiUrl(),
  keyId: razorpayConfig.keyId(),
  keySecret: razorpayConfig.keySecret,
});
