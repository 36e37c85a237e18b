/**
 * The one way a screen tells the user an action worked (or failed with nothing to show it on): a
 * toast, announced by the toaster's polite live region. The toast library loads on first use, the
 * same chunk the toaster in `app/provider.tsx` loads after the page, so no route carries it.
 */
type Kind = 'success' | 'warning' | 'error';

async function show(kind: Kind, message: string): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](message);
}

export const notify = {
  success: (message: string) => void show('success', message),
  warning: (message: string) => void show('warning', message),
  error: (message: string) => void show('error', message),
};
