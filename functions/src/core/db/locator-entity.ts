import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';

/**
 * Routes like /departments/{id} carry only an id. A locator maps `<kind>#<id>` to the owning
 * organization (and parent id, where there is one); authorization reads it strongly consistent
 * (core/access/authorize.ts) before the membership check. One locator entity per table, for the
 * kinds that table holds; the entity writes it, `locatorKey` names it for that read.
 */
export function createLocatorEntity<const Kinds extends readonly string[]>(
  table: string,
  client: DynamoDBDocumentClient,
  service: string,
  kinds: Kinds,
) {
  return new Entity(
    {
      model: { entity: 'locator', version: '1', service },
      attributes: {
        kind: { type: kinds, required: true, readOnly: true },
        id: { type: 'number', required: true, readOnly: true },
        organization_id: { type: 'number', required: true, readOnly: true },
        parent_id: { type: 'number' },
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: ['kind', 'id'], template: '${kind}#${id}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'locator', casing: 'none' },
        },
      },
    },
    { table, client },
  );
}

/** A locator's key, as the entity's templates build it: authorization reads it without the entity. */
export function locatorKey(kind: string, id: number): { pk: string; sk: string } {
  return { pk: `${kind}#${id}`, sk: 'locator' };
}
