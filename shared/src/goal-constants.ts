/**
 * Performance goals (issue 29 §1): the constants and labels, zod-free (the screens import them
 * without zod). The payloads the API validates are in goals.ts.
 *
 * A goal is an organization's, a department's, a team's (a manager's reports) or a person's. It is
 * an objective measured by weighted key results, or a KPI (one measure); it may be aligned to a
 * parent goal, so the goals form a tree. Check-ins move its key results and record a confidence.
 */

export const GOAL_LEVELS = ['organization', 'department', 'team', 'person'] as const;
export type GoalLevel = (typeof GOAL_LEVELS)[number];

export const GOAL_LEVEL_LABELS: Record<GoalLevel, string> = {
  organization: 'Organization',
  department: 'Department',
  team: 'Team',
  person: 'Person',
};

/** An objective has key results; a KPI is one measure tracked over time. */
export const GOAL_KINDS = ['objective', 'kpi'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const GOAL_KIND_LABELS: Record<GoalKind, string> = {
  objective: 'Objective (key results)',
  kpi: 'KPI',
};

/** Who may read a goal (the API enforces it on every route). */
export const GOAL_VISIBILITIES = ['everyone', 'department', 'managers', 'private'] as const;
export type GoalVisibility = (typeof GOAL_VISIBILITIES)[number];

export const GOAL_VISIBILITY_LABELS: Record<GoalVisibility, string> = {
  everyone: 'Everyone',
  department: 'The department',
  managers: 'The owner and their managers',
  private: 'Private (the owner)',
};

/** How a key result is measured: a number from → to, a percentage, or done / not done. */
export const KEY_RESULT_KINDS = ['numeric', 'percentage', 'boolean'] as const;
export type KeyResultKind = (typeof KEY_RESULT_KINDS)[number];

export const KEY_RESULT_KIND_LABELS: Record<KeyResultKind, string> = {
  numeric: 'Number (from → to)',
  percentage: 'Percentage',
  boolean: 'Done / not done',
};

export const GOAL_CONFIDENCES = ['on_track', 'at_risk', 'off_track'] as const;
export type GoalConfidence = (typeof GOAL_CONFIDENCES)[number];

export const GOAL_CONFIDENCE_LABELS: Record<GoalConfidence, string> = {
  on_track: 'On track',
  at_risk: 'At risk',
  off_track: 'Off track',
};

/** A goal an employee proposes waits for approval; the others are active until closed. */
export const GOAL_STATUSES = ['proposed', 'active', 'completed', 'cancelled'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  proposed: 'Awaiting approval',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A goal without a parent is aligned to this (the roots of the tree). */
export const NO_PARENT_GOAL = 0;
/** Goals not owned by a person (an organization's, a department's) are kept under this owner. */
export const NO_GOAL_OWNER = 0;
/** The most key results one objective carries. */
export const MAX_KEY_RESULTS = 10;

/** A key result as the API answers it, with its own progress (0–100). */
export interface KeyResult {
  id: number;
  title: string;
  kind: KeyResultKind;
  start: number;
  target: number;
  current: number;
  unit: string | null;
  weight: number;
  progress: number;
}

/** A goal as the API answers it; `can_edit` and `can_check_in` say what the caller may do with it. */
export interface Goal {
  id: number;
  organization_id: number;
  title: string;
  description: string | null;
  level: GoalLevel;
  kind: GoalKind;
  parent_id: number | null;
  owner_employee_id: number | null;
  owner_name: string | null;
  department_id: number | null;
  visibility: GoalVisibility;
  status: GoalStatus;
  start_date: string | null;
  due_date: string | null;
  key_results: KeyResult[];
  /** Weighted progress of the key results, 0–100 with one decimal. */
  progress: number;
  confidence: GoalConfidence | null;
  last_check_in_at: string | null;
  can_edit: boolean;
  can_check_in: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A check-in as the API answers it (a goal's history). */
export interface GoalCheckIn {
  id: number;
  goal_id: number;
  confidence: GoalConfidence;
  comment: string | null;
  values: { key_result_id: number; value: number }[];
  progress: number;
  author_name: string | null;
  created_at: string;
}

/** One row of the tracking view: a department's or a team's goals. */
export interface GoalGroupProgress {
  id: number;
  name: string;
  goals: number;
  progress: number;
  on_track: number;
  at_risk: number;
  off_track: number;
}

/** `GET /performance/goals/tracking`: progress by department and team, at-risk goals first. */
export interface GoalTracking {
  totals: {
    goals: number;
    progress: number;
    on_track: number;
    at_risk: number;
    off_track: number;
    no_check_in: number;
  };
  departments: GoalGroupProgress[];
  teams: GoalGroupProgress[];
  /** Off track, then at risk, then the rest by progress (lowest first); at most TRACKING_GOALS. */
  goals: Goal[];
}

/** The goals the tracking view lists at most. */
export const TRACKING_GOALS = 100;
