/**
 * The CloudFormation stack the CDK app deploys the wallet as (bin/app.ts), and by whose name the
 * operators' CLI finds the deployed stack's outputs (scripts/ops/ops-environment.ts).
 */
export const WALLET_STACK_NAME = 'InrUsdtWallet';
