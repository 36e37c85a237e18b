import type { Module, RouteRule } from '@wattle/shared/permissions';

/**
 * The permissions module of the performance screens (issue 29: view, create, edit, delete,
 * approve, export). Its own file so the router reads it without the feature's code.
 */
export const PERFORMANCE: Module = 'performance';

/**
 * Approving an appraisal's pay change: the rule of `/performance/pay-changes/approvals` and
 * `/{id}/approve|decline` (payroll edit over the organization with the `pay` field group), so the
 * payroll screen shows the approvals exactly to those the API answers.
 */
export const PAY_CHANGE_APPROVAL = {
  module: 'payroll',
  action: 'edit',
  scope: 'organization',
  fields: ['pay'],
} satisfies RouteRule;
