import { dynamo, tableNames } from '../db/client.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';

export const LocatorEntity = createLocatorEntity(tableNames().organizations, dynamo(), 'organizations', [
  'department',
  'designation',
] as const);
