import {
  ROSTER_CHECK_LABELS,
  ROSTER_CHECK_RULES,
  type RosterCheckRule,
  type RosterCheckSeverity,
  type RosterSettings,
  rosterSettingsInput,
  rosterSettingsQuery,
} from '@wattle/shared/rostering';
import { auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { type RosterSettingsItem, rosterSettingsEntity } from './roster-entities.ts';

/**
 * The organization's roster settings: each check warns (the default) or blocks publishing, and
 * whether a shift swap whose accepter fails no check approves itself (issue 28 §3).
 */

export type SeverityMap = Partial<Record<RosterCheckRule, RosterCheckSeverity>>;

const toMap = (item: RosterSettingsItem | null): SeverityMap =>
  Object.fromEntries((item?.roster_check_severity ?? []).map((entry) => [entry.rule, entry.severity]));

export async function readRosterSettings(organizationId: number): Promise<RosterSettingsItem | null> {
  const { data } = await rosterSettingsEntity().get({ organization_id: organizationId }).go({ consistent: true });
  return data;
}

/** Each rule's severity (rules not set: warn). */
export async function rosterSeverities(organizationId: number): Promise<SeverityMap> {
  return toMap(await readRosterSettings(organizationId));
}

const view = (organizationId: number, item: RosterSettingsItem | null): RosterSettings => ({
  organization_id: organizationId,
  roster_check_severity: toMap(item),
  swap_auto_approve: item?.swap_auto_approve ?? false,
  version: item?.version ?? 0,
});

/** GET /rosters/settings. */
export async function getRosterSettings(input: unknown): Promise<RosterSettings> {
  const { organization_id } = parseInput(rosterSettingsQuery, input);
  return view(organization_id, await readRosterSettings(organization_id));
}

/** PUT /rosters/settings: the severities, versioned (0 before the first save) and audited. */
export async function putRosterSettings(query: unknown, input: unknown): Promise<RosterSettings> {
  const { organization_id: organizationId } = parseInput(rosterSettingsQuery, query);
  const data = parseInput(rosterSettingsInput, input);
  const before = await readRosterSettings(organizationId);
  checkVersion(data.version, before?.version ?? 0);
  const now = new Date().toISOString();
  const entries = ROSTER_CHECK_RULES.flatMap((rule) => {
    const severity = data.roster_check_severity[rule];
    return severity ? [{ rule, severity }] : [];
  });
  const autoApprove = data.swap_auto_approve ?? before?.swap_auto_approve ?? false;
  const after: RosterSettingsItem = {
    organization_id: organizationId,
    roster_check_severity: entries,
    swap_auto_approve: autoApprove,
    version: (before?.version ?? 0) + 1,
    created_at: before?.created_at ?? now,
    updated_at: now,
  };
  const previous = toMap(before);
  const changes: { field: string; label: string; before: string; after: string }[] = ROSTER_CHECK_RULES.filter(
    (rule) => (previous[rule] ?? 'warn') !== (data.roster_check_severity[rule] ?? 'warn'),
  ).map((rule) => ({
    field: rule,
    label: ROSTER_CHECK_LABELS[rule],
    before: previous[rule] ?? 'warn',
    after: data.roster_check_severity[rule] ?? 'warn',
  }));
  if (autoApprove !== (before?.swap_auto_approve ?? false))
    changes.push({
      field: 'swap_auto_approve',
      label: 'Approve swaps that fail no check',
      before: String(before?.swap_auto_approve ?? false),
      after: String(autoApprove),
    });
  const write = before
    ? rosterSettingsEntity()
        .put(after)
        .where(({ version }, { eq }) => eq(version, before.version))
    : rosterSettingsEntity().create(after);
  const result = await transactWrite([
    committed(write),
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'update',
      record: { type: 'roster_settings', id: organizationId, label: 'Roster checks' },
      summary: 'Changed the roster settings',
      changes,
    }),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    throw new Error('The roster settings could not be written.');
  }
  return view(organizationId, after);
}
