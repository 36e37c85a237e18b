import type { ImportChange, ImportField, ImportKey, ImportKind, ImportRowError } from '@wattle/shared/imports';
import type { FieldGroup, RouteRule } from '@wattle/shared/permissions';
import type { ImportChangeItem } from '../import-entities.ts';

/**
 * What one kind of import is: its columns and the three things an import does with a row. A kind
 * is one file in this folder, listed in registry.ts; the dry run and the commit run the same
 * `plan` (the commit then calls `apply`), so what a dry run says is what a commit does.
 */

/** A row as the mapping reads it: field key → cell text; blank cells are left out. */
export type RowCells = Record<string, string>;

export interface PlanOptions {
  organizationId: number;
  key: ImportKey;
  createReferences: boolean;
  /** True for the dry run: nothing may be written (references to create are only announced). */
  dryRun: boolean;
}

/** What applying a row wrote, kept so a revert can restore it. */
export interface AppliedRow {
  record_id: number;
  action: 'created' | 'updated';
  before?: Record<string, unknown>;
  /** The record's version the row was planned against (an update): still this version means the row was never written. */
  version_before?: number;
  version_after: number;
}

export type PlannedRow =
  | { action: 'error'; key: string; errors: ImportRowError[] }
  | { action: 'unchanged'; key: string }
  | {
      action: 'create' | 'update';
      key: string;
      changes: ImportChange[];
      /**
       * What applying the row will write, known before it is written (a new record's id allocated
       * here): a commit makes it durable before the row's write (run-rows.ts), so a worker that dies
       * between the two leaves a record a revert can use or skip, never a row without one. A kind
       * without it is recorded after the write, from what `apply` answers.
       */
      record?: () => Promise<AppliedRow>;
      apply: () => Promise<AppliedRow>;
    };

/** Plans rows against the organization's data as loaded once per run (or per commit chunk). */
export interface RowPlanner {
  /** `column(field)`: the file header the field was mapped from, for error messages. */
  plan(cells: RowCells, column: (field: string) => string): Promise<PlannedRow>;
  /** In a commit, once the rows are written (e.g. the directory shards they wrote compacted). */
  finish?(): Promise<void>;
}

export interface ImportKindDefinition {
  kind: ImportKind;
  fields: readonly ImportField[];
  /** Field groups the caller must hold for this kind, beyond the import permission. */
  fieldGroups: readonly FieldGroup[];
  /** The rules of the routes whose writes the kind makes (the pay kind: the pay route's), beyond the import permission. */
  rules?: readonly RouteRule[];
  /**
   * How many planned rows a commit writes side by side (run-rows.ts; 1, the default: one after
   * another). A kind above 1 names what a row refers to and what it writes, so a row that names a
   * row still waiting to be written is planned after it.
   */
  applyConcurrency?: number;
  /** What a row names (normalized: its own key, its reporting manager's code or e-mail). */
  names?(cells: RowCells): string[];
  /** What writing a row makes exist (normalized: its code and e-mail). */
  writes?(cells: RowCells): string[];
  /** `rows`: every row of the run, so the records they name are read in one batch. */
  planner(options: PlanOptions, rows: readonly RowCells[]): Promise<RowPlanner>;
  /** The template's rows filled with the organization's data (with_data). */
  rows(organizationId: number): Promise<string[][]>;
  /** The records changed since the import wrote them (one line each); empty when all can be reverted. */
  changedSince(changes: readonly ImportChangeItem[]): Promise<string[]>;
  /** Restores one applied row; a message when it changed since and cannot be reverted. */
  revert(change: ImportChangeItem): Promise<string | null>;
}

export const fieldError = (column: string, message: string): ImportRowError => ({ column, message });

/**
 * A row recorded before its write that was never written (its worker stopped between the two):
 * a created record that does not exist, or a record still at the version the row was planned
 * against (`version`: the record's version now, undefined when it does not exist). A revert skips it.
 */
export const neverWritten = (change: ImportChangeItem, version: number | undefined): boolean =>
  version === undefined
    ? change.action === 'created'
    : change.version_before !== undefined && version === change.version_before;
