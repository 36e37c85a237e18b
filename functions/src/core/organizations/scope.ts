import { VisibleError } from '../error.ts';
import { requireMembership } from './memberships.ts';

interface Locator {
  organization_id: number;
  parent_id?: number;
}

/**
 * Resolves an id-only route: reads the locator (strongly consistent), then checks the caller is a
 * member of its organization. Missing records and other organizations' records both answer 404
 * naming `what`, so nothing about other organizations leaks.
 */
export async function resolveLocator(
  read: () => Promise<{ data: Locator | null }>,
  what: string,
): Promise<{ organizationId: number; parentId?: number }> {
  const locator = (await read()).data;
  if (!locator) throw VisibleError.notFound(what);
  try {
    await requireMembership(locator.organization_id);
  } catch (error) {
    if (error instanceof VisibleError && error.kind === 'not-found') throw VisibleError.notFound(what);
    throw error;
  }
  return { organizationId: locator.organization_id, parentId: locator.parent_id };
}
