/**
 * A problem with an amount typed into a money form, and when the form says it: at once for one more
 * digits only make worse (over a limit, over the balance), at the press of the form's button for one
 * the person may still be typing past (under the minimum, half an amount).
 */
export interface AmountProblem {
  message: string;
  whileTyping: boolean;
}

export const amountProblemShown = (problem: AmountProblem | undefined, pressed: boolean) =>
  problem && (problem.whileTyping || pressed) ? problem.message : undefined;
