import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage, isConflict } from '@/lib/api-client';

export const CONFLICT_FALLBACK_MESSAGE = 'This record was changed by someone else since you opened it.';
export const CONFLICT_RELOAD_HINT = 'Reload gets the latest version and keeps what you typed.';
export const CONFLICT_RELOAD_LABEL = 'Reload';
export const RELOADED_MESSAGE = 'Reloaded the latest version.';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths (`a`, `a.b`) where `typed` differs from `initial`: what the user changed. Nested
 * objects are followed to their leaves; arrays and other values are compared as wholes; empty text
 * and no value are the same.
 */
export function changedPaths(typed: unknown, initial: unknown, prefix = ''): string[] {
  if (isPlainObject(typed) && isPlainObject(initial)) {
    return Object.keys(typed).flatMap((key) =>
      changedPaths(typed[key], initial[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  // An empty field and a missing value are the same: nothing typed.
  const empty = (value: unknown) => (value === '' || value === undefined ? null : value);
  const same = JSON.stringify(empty(typed)) === JSON.stringify(empty(initial));
  return same || !prefix ? [] : [prefix];
}

type ReloadableForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'setValue' | 'formState'>;

export interface ConflictReload {
  /** For a failed save: true (and the conflict alert shows) when it was a 409. */
  catchConflict: (error: unknown) => boolean;
  /** The alert with the conflict's message and Reload; null when there is no conflict. */
  alert: ReactNode;
  /** Forgets the conflict (e.g. a new save starts). */
  clear: () => void;
}

/**
 * A version-checked form's answer to 409: an alert naming the conflict with a Reload button that
 * fetches the fresh record (`load`, as form values with its new `version`), makes it the form's
 * starting point and puts back every field the user changed on top of it, still marked as changed.
 * `labelOf` names the kept fields in the message (paths without a label are not listed).
 */
export function useConflictReload<T extends FieldValues>({
  form,
  load,
  labelOf = () => undefined,
}: {
  form: ReloadableForm<T>;
  load: () => Promise<T>;
  labelOf?: (path: string) => string | undefined;
}): ConflictReload {
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState<string | null>(null);

  const catchConflict = (error: unknown) => {
    if (!isConflict(error)) return false;
    setFailure(null);
    setReloaded(null);
    setConflict((error instanceof ApiError && error.message) || CONFLICT_FALLBACK_MESSAGE);
    return true;
  };

  const reload = async () => {
    setReloading(true);
    setFailure(null);
    try {
      const typed = form.getValues();
      const kept = changedPaths(typed, form.formState.defaultValues ?? {});
      const fresh = await load();
      form.reset(fresh);
      for (const path of kept) {
        const value = path
          .split('.')
          .reduce<unknown>((node, key) => (isPlainObject(node) ? node[key] : undefined), typed);
        form.setValue(path as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
      const labels = [...new Set(kept.map(labelOf).filter(Boolean))];
      setConflict(null);
      setReloaded(
        labels.length > 0
          ? `${RELOADED_MESSAGE} Your changes are kept: ${labels.join(', ')}. Check them and save again.`
          : `${RELOADED_MESSAGE} Check it and save again.`,
      );
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setReloading(false);
    }
  };

  const alert = conflict ? (
    <ErrorAlert>
      <p>{conflict}</p>
      <p className="mt-1">{CONFLICT_RELOAD_HINT}</p>
      {failure ? <p className="mt-1">The latest version could not be loaded: {failure}</p> : null}
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void reload()} disabled={reloading}>
        {reloading ? 'Reloading...' : CONFLICT_RELOAD_LABEL}
      </Button>
    </ErrorAlert>
  ) : reloaded ? (
    <output className="block rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900">
      {reloaded}
    </output>
  ) : null;

  return {
    catchConflict,
    alert,
    clear: () => {
      setConflict(null);
      setReloaded(null);
      setFailure(null);
    },
  };
}
