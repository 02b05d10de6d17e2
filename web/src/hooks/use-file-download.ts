/**
 * A download behind a button: progress while the file is fetched, and the API's refusal (or the
 * fallback words) to show beside it.
 */
import { useState } from 'react';
import { ApiError } from '../lib/api-error';

export function useFileDownload(fallbackProblem: string) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();

  const download = async (save: () => Promise<void>) => {
    setPending(true);
    setProblem(undefined);
    try {
      await save();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : fallbackProblem);
    } finally {
      setPending(false);
    }
  };

  return { pending, problem, download };
}
