/** The Cognito group whose members may review KYC; the same name as KYC_REVIEWERS_GROUP in lib/model/routes.ts. */
export const REVIEWERS_GROUP = 'kyc-reviewers';
