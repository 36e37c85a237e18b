import { dynamo, tableNames } from '../db/client.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';

export const locatorEntity = lazy(() =>
  createLocatorEntity(tableNames().organizations, dynamo(), 'organizations', ['department', 'designation'] as const),
);
