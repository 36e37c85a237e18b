import { VisibleError } from '../error.ts';
import { readAsMember } from './memberships.ts';

interface Locator {
  organization_id: number;
  parent_id?: number;
}

/**
 * Resolves an id-only route: reads the locator (strongly consistent) to find the organization,
 * then checks the caller's membership while reading the record itself (`load`), so an id-only
 * read costs two round trips. Missing records and other organizations' records both answer 404
 * naming `what`, so nothing about other organizations leaks.
 */
export async function resolveLocated<T>(
  read: () => Promise<{ data: Locator | null }>,
  what: string,
  load: (organizationId: number, parentId?: number) => Promise<T>,
): Promise<{ located: { organizationId: number; parentId?: number }; record: T }> {
  const locator = (await read()).data;
  if (!locator) throw VisibleError.notFound(what);
  try {
    const record = await readAsMember(locator.organization_id, () => load(locator.organization_id, locator.parent_id));
    return { located: { organizationId: locator.organization_id, parentId: locator.parent_id }, record };
  } catch (error) {
    if (error instanceof VisibleError && error.kind === 'not-found' && error.message.startsWith('Organization')) {
      throw VisibleError.notFound(what);
    }
    throw error;
  }
}
