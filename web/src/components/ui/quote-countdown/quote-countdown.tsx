/**
 * Under a locked quote (a buy's, a sell's): its tax and rounding notes, and how long its price holds.
 * The countdown is a timer that screen readers do not announce every second.
 */
export function QuoteCountdown({
  notes,
  loading,
  secondsLeft,
}: {
  notes: string;
  loading: boolean;
  secondsLeft: number | undefined;
}) {
  return (
    <>
      <p className="muted">{notes}</p>
      <p role="timer" aria-live="off" className="muted">
        {loading || !secondsLeft
          ? 'Getting a fresh price…'
          : `This price holds for ${secondsLeft} s, then a fresh one is shown.`}
      </p>
    </>
  );
}
