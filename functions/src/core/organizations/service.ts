import { Service } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { DepartmentEntity } from './department-entity.ts';
import { DesignationEntity } from './designation-entity.ts';
import { LocatorEntity } from './locator-entity.ts';
import { MembershipEntity } from './membership-entity.ts';
import { OrganizationEntity } from './organization-entity.ts';

export const OrganizationCounter = createCounterEntity(tableNames().organizations, dynamo());

/** The organizations table's entities together, for transactions across them. */
export const OrganizationsService = new Service(
  {
    organization: OrganizationEntity,
    membership: MembershipEntity,
    department: DepartmentEntity,
    designation: DesignationEntity,
    locator: LocatorEntity,
  },
  { table: tableNames().organizations, client: dynamo() },
);
