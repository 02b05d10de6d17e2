import { Banner } from '../banner/banner';
import type { SubmitOutcome } from './use-submit-action';

/** A failed submit, above the form's buttons; tabIndex -1 so focus can be moved here and it is read out. */
export function FormOutcome({ id, outcome }: { id: string; outcome: SubmitOutcome | null }) {
  if (!outcome) return null;
  return (
    <div id={id} className="form__status" tabIndex={-1}>
      <Banner tone={outcome.tone} title={outcome.title} role={outcome.tone === 'error' ? 'alert' : 'status'}>
        {outcome.message}
      </Banner>
    </div>
  );
}
