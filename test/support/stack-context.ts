/**
 * The local stack the helpers talk to: the shared test stack the global setup started, unless a test
 * file runs a stack of its own (one it kills and starts again) and points the helpers at that.
 */
import { inject, type ProvidedContext } from 'vitest';

export type StackContext = ProvidedContext['stack'];

let ownStack: StackContext | undefined;

export const stackUnderTest = (): StackContext => ownStack ?? inject('stack');

/** From now on in this test file the helpers reach `stack`; undefined: the shared test stack again. */
export function setStackUnderTest(stack: StackContext | undefined): void {
  ownStack = stack;
}
