import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';

/**
 * The save of a form built by hand (checkboxes, rows: not a react-hook-form form): `pending` while
 * it runs, and `alert`, the form's alert text: a failed save's message (`failureText` when the
 * error has none), or what a check before it said through `setAlert`.
 */
export function useSaving() {
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const save = async (action: () => Promise<void>, failureText: string) => {
    setPending(true);
    setAlert(null);
    try {
      await action();
    } catch (failure) {
      setAlert(errorMessage(failure, failureText));
    } finally {
      setPending(false);
    }
  };
  return { pending, alert, setAlert, save };
}
