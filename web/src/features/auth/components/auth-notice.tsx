import { Banner } from '../../../components/ui/banner/banner';
import type { AuthNotice as Notice } from '../../../lib/auth/flow-state';

const NOTICES: Record<Notice, { tone: 'success' | 'info'; text: string }> = {
  'email-confirmed': { tone: 'success', text: 'Your email is confirmed. Sign in to continue.' },
  'password-changed': {
    tone: 'success',
    text: 'Your password has been changed. Sign in with your new password.',
  },
  'signed-out': { tone: 'info', text: 'You have signed out.' },
  'signed-out-everywhere': { tone: 'info', text: 'You have signed out on all your devices.' },
  'session-ended': { tone: 'info', text: 'Your session has ended. Please sign in again.' },
  'pin-saved': { tone: 'success', text: 'Your transaction PIN is saved.' },
};

/** What just happened, shown at the top of the screen the flow arrived at. */
export function AuthNotice({ notice }: { notice: Notice | undefined }) {
  if (!notice) return null;
  const { tone, text } = NOTICES[notice];
  return (
    <Banner tone={tone} role="status">
      {text}
    </Banner>
  );
}
