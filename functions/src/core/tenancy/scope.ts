import { VisibleError } from '../error.ts';
import { requestOrganization } from './memberships.ts';

/**
 * Reads a record of the organization the request was authorized for. Records are keyed by their
 * organization, so a record of another organization (or none) reads as missing and answers 404
 * naming `what`: nothing about other organizations leaks. For the record an id-only route names,
 * `located` gives `load` the parent id its locator holds (a designation's department).
 */
export async function resolveLocated<T>(
  what: string,
  load: (organizationId: number, parentId?: number) => Promise<T | null | undefined>,
  located?: { kind: string; id: number },
): Promise<{ located: { organizationId: number; parentId?: number }; record: T }> {
  const organization = requestOrganization(what, located);
  const record = await load(organization.organizationId, organization.parentId);
  if (!record) throw VisibleError.notFound(what);
  return { located: organization, record };
}

/**
 * resolveLocated for a record read by its key in the organization: `get` is the entity's
 * consistent get (`.go()`'s answer); 404 naming `what` when there is none.
 */
export async function resolveItem<T>(
  what: string,
  get: (organizationId: number) => Promise<{ data: T | null }>,
  located?: { kind: string; id: number },
): Promise<T> {
  const { record } = await resolveLocated(what, async (organizationId) => (await get(organizationId)).data, located);
  return record;
}
