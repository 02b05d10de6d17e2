import './resend-code.css';
import { useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { isAuthError } from '../../../lib/auth/auth-error';
import { friendlyAuthMessage } from '../../../lib/auth/auth-messages';
import { useCooldown } from '../hooks/use-cooldown';

/** Seconds between two requests for a new code: emails take a moment, and the service throttles. */
export const RESEND_COOLDOWN_SECONDS = 30;

export interface ResendCodeProps {
  /** Sends a new code; a rejection is shown in plain words. */
  onResend: () => Promise<void>;
  /** Whether a code was sent just before this screen (then the first wait starts at once). */
  codeJustSent: boolean;
}

/** "Send a new code", with the remaining wait shown on the button and the outcome announced. */
export function ResendCode({ onResend, codeJustSent }: ResendCodeProps) {
  const { remaining, start } = useCooldown(RESEND_COOLDOWN_SECONDS, codeJustSent);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function resend() {
    setPending(true);
    setMessage(null);
    try {
      await onResend();
      start();
      setMessage({ ok: true, text: 'We sent a new code. It can take a minute to arrive.' });
    } catch (error) {
      const text = !isAuthError(error) && error instanceof Error ? error.message : friendlyAuthMessage(error);
      setMessage({ ok: false, text });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="resend-code">
      <Button variant="ghost" size="sm" onClick={resend} pending={pending} disabled={remaining > 0}>
        {remaining > 0 ? `Send a new code in ${remaining} s` : 'Send a new code'}
      </Button>
      <p
        className={message?.ok === false ? 'resend-code__message field__error' : 'resend-code__message'}
        aria-live="polite"
      >
        {message?.text}
      </p>
    </div>
  );
}
