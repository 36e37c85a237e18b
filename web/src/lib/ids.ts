import { ID_PATTERN } from '@wattle/shared/validation';

/** Ids are positive integers; anything else in the URL cannot name a record, so it is not asked for. */
export function parseId(value: string | undefined): number | null {
  if (!value || !ID_PATTERN.test(value)) return null;
  return Number(value);
}
