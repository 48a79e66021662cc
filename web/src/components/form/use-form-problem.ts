import { useCallback, useState } from 'react';

/**
 * A form's current problem for its alert, and the count of refusals: each refusal remounts the
 * alert, so screen readers announce it again even when the sentence is the same.
 */
export function useFormProblem() {
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Shows `message` (null: no alert) as a new refusal. */
  const refuse = useCallback((message: string | null) => {
    setError(message);
    setAttempt((n) => n + 1);
  }, []);
  return { error, attempt, refuse };
}
