/** The three steps of account setup, in order; a field belongs to the step named by its path's start. */
import type { FieldPath } from './draft';

export const STEPS = [
  { id: 'kyc', label: 'Identity' },
  { id: 'bank', label: 'Bank account' },
  { id: 'review', label: 'Review' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

export const isStepId = (value: string | null): value is StepId => STEPS.some((step) => step.id === value);

export const stepOfField = (path: FieldPath): StepId => (path.startsWith('bank.') ? 'bank' : 'kyc');

export const stepIndex = (step: StepId): number => STEPS.findIndex((candidate) => candidate.id === step);
