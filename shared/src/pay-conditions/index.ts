/**
 * Pay condition sets and their interpreter (issue 27): `@wattle/shared/pay-conditions/index`.
 * The schema is separate (`@wattle/shared/pay-conditions/schema`) so readers of the types and the
 * interpreter do not load zod.
 */
export * from './builtins.ts';
export * from './interpret.ts';
export * from './minimum-rate.ts';
export * from './model.ts';
export * from './pay-lines.ts';
export * from './time-off-in-lieu.ts';
export * from './timesheet-pay.ts';
