import { Service } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { lazy } from '../lazy.ts';
import { departmentEntity } from './department-entity.ts';
import { designationEntity } from './designation-entity.ts';
import { locatorEntity } from './locator-entity.ts';
import { membershipEntity } from './membership-entity.ts';
import { organizationEntity } from './organization-entity.ts';

export const organizationCounter = lazy(() => createCounterEntity(tableNames().organizations, dynamo()));

/** The organizations table's entities together, for transactions across them. */
export const organizationsService = lazy(
  () =>
    new Service(
      {
        organization: organizationEntity(),
        membership: membershipEntity(),
        department: departmentEntity(),
        designation: designationEntity(),
        locator: locatorEntity(),
      },
      { table: tableNames().organizations, client: dynamo() },
    ),
);
