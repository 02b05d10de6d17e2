/** A capability's limits, in the words of limits-sentence.ts, inline in a hint or a note. */
import { type LimitsSentence, limitsSentence } from './limits-sentence';

export function LimitsSummary(props: LimitsSentence) {
  return <>{limitsSentence(props)}</>;
}
