import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { ID_PATTERN, idField, optionalText, requiredText, versionField } from './validation.ts';

/**
 * Review cycles (issue 29 §2): a template of questions, configurable stages with deadlines, the
 * reviewees; forms written by the reviewee (self), their manager, approved peers and their reports
 * (upward). What each reader may see is decided by the API (docs/performance-management.md, Reviews).
 */

/** The stages a cycle may run, in their order; a cycle picks some (self and manager at least one). */
export const REVIEW_STAGES = [
  'nominate',
  'peer',
  'upward',
  'self',
  'manager',
  'calibration',
  'share',
  'acknowledge',
] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];
export const REVIEW_STAGE_LABELS: Record<ReviewStage, string> = {
  nominate: 'Nominate peers',
  peer: 'Peer feedback',
  upward: 'Upward feedback',
  self: 'Self review',
  manager: 'Manager review',
  calibration: 'Calibration',
  share: 'Share',
  acknowledge: 'Acknowledgement',
};

export const QUESTION_KINDS = ['rating', 'text', 'competency'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const REVIEW_RELATIONSHIPS = ['self', 'manager', 'peer', 'upward'] as const;
export type ReviewRelationship = (typeof REVIEW_RELATIONSHIPS)[number];
export const REVIEW_RELATIONSHIP_LABELS: Record<ReviewRelationship, string> = {
  self: 'Self review',
  manager: 'Manager review',
  peer: 'Peer feedback',
  upward: 'Upward feedback',
};

export const CYCLE_STATUSES = ['draft', 'launching', 'active', 'shared'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];
export const REVIEW_STATUSES = ['open', 'submitted'] as const;
export const PEER_STATUSES = ['proposed', 'approved', 'declined'] as const;
export type PeerStatus = (typeof PEER_STATUSES)[number];

/** Peer (and upward) answers reach the reviewee only as an aggregate of at least this many. */
export const MIN_PEER_THRESHOLD = 3;
export const MAX_PEERS_LIMIT = 10;
export const MAX_REVIEWEES = 1000;
export const MAX_QUESTIONS = 30;

const scalePoint = z.lazy(() =>
  z.object({
    value: z.number({ error: 'A scale value is a whole number.' }).int().min(0).max(10),
    label: requiredText('Name the scale point.', 60),
    description: optionalText(300),
  }),
);

const question = z.lazy(() =>
  z
    .object({
      kind: z.enum(QUESTION_KINDS, { error: 'Choose rating, text or competency.' }),
      text: requiredText('Write the question.', 500),
      competency: optionalText(120),
      scale: z.array(scalePoint).max(10).optional(),
    })
    .refine((value) => value.kind === 'text' || (value.scale?.length ?? 0) >= 2, {
      error: 'A rating or competency question needs a scale of at least two points.',
      path: ['scale'],
    }),
);

const stage = z.lazy(() =>
  z.object({
    stage: z.enum(REVIEW_STAGES, { error: 'Choose a stage.' }),
    due_date: z.string().refine(isCalendarDate, { error: 'The deadline is a date (YYYY-MM-DD).' }),
  }),
);

/** `POST /performance/cycles`. */
export const createCycleInput = z.lazy(() =>
  z
    .object({
      organization_id: idField('The organization is required.'),
      name: requiredText('Name the cycle.', 120),
      questions: z
        .array(question, { error: 'Add questions.' })
        .min(1, { error: 'Add at least one question.' })
        .max(MAX_QUESTIONS, { error: `At most ${MAX_QUESTIONS} questions.` }),
      stages: z.array(stage, { error: 'Choose the stages.' }).min(1, { error: 'Choose the stages.' }),
      max_peers: z
        .number()
        .int()
        .min(0)
        .max(MAX_PEERS_LIMIT, { error: `At most ${MAX_PEERS_LIMIT} peers.` })
        .default(5),
      peer_threshold: z
        .number()
        .int()
        .min(MIN_PEER_THRESHOLD, { error: `The peer threshold is never below ${MIN_PEER_THRESHOLD}.` })
        .max(MAX_PEERS_LIMIT)
        .default(MIN_PEER_THRESHOLD),
      employee_ids: z
        .array(idField('Choose reviewees.'), { error: 'Choose reviewees.' })
        .min(1, { error: 'Choose at least one reviewee.' })
        .max(MAX_REVIEWEES, { error: `At most ${MAX_REVIEWEES} reviewees.` }),
    })
    .superRefine((value, context) => {
      const names = value.stages.map((item) => item.stage);
      if (new Set(names).size !== names.length)
        context.addIssue({ code: 'custom', path: ['stages'], message: 'Each stage once.' });
      if (!names.includes('self') && !names.includes('manager'))
        context.addIssue({ code: 'custom', path: ['stages'], message: 'A cycle needs a self or a manager review.' });
      if (names.includes('peer') && value.max_peers < value.peer_threshold)
        context.addIssue({
          code: 'custom',
          path: ['max_peers'],
          message: 'Allow at least as many peers as the threshold.',
        });
    }),
);
export type CreateCycleInput = z.input<typeof createCycleInput>;

const answer = z.lazy(() =>
  z.object({
    question_id: z.number().int().positive(),
    rating: z.number().int().min(0).max(10).optional(),
    text: optionalText(5000, { multiline: true }),
  }),
);

/** `PUT /performance/reviews/{id}`: the reviewer's answers (and a manager's private note). */
export const reviewAnswersInput = z.lazy(() =>
  z.object({
    answers: z.array(answer).max(MAX_QUESTIONS),
    private_note: optionalText(5000, { multiline: true }),
    version: versionField,
  }),
);
export type ReviewAnswersInput = z.input<typeof reviewAnswersInput>;

/** `POST /performance/cycles/{id}/nominations`: peers a reviewee proposes (themselves, or their manager or HR for them). */
export const nominationInput = z.lazy(() =>
  z.object({
    employee_id: idField('Choose the reviewee.').optional(),
    peer_ids: z.array(idField('Choose peers.')).min(1, { error: 'Choose at least one peer.' }).max(MAX_PEERS_LIMIT),
  }),
);

/** `POST /performance/cycles/{id}/nominations/decide`: the reviewee's manager approves or declines. */
export const nominationDecisionInput = z.lazy(() =>
  z.object({
    employee_id: idField('Choose the reviewee.'),
    approve: z.array(idField('Choose peers.')).max(MAX_PEERS_LIMIT).default([]),
    decline: z.array(idField('Choose peers.')).max(MAX_PEERS_LIMIT).default([]),
  }),
);

/** `POST /performance/cycles/{id}/acknowledge`: the reviewee signs off the shared review. */
/** `PUT /performance/cycles/{id}/deadlines` (HR): new deadlines for stages the cycle runs (their reminders move). */
export const cycleDeadlinesInput = z.lazy(() =>
  z.object({
    stages: z.array(stage, { error: 'Choose the stages.' }).min(1, { error: 'Choose the stages.' }),
    version: versionField,
  }),
);
export type CycleDeadlinesInput = z.input<typeof cycleDeadlinesInput>;

export const acknowledgeInput = z.lazy(() => z.object({ comment: optionalText(2000, { multiline: true }) }));

/** `GET /performance/reviews`. */
export const reviewListQuery = z.lazy(() =>
  z.object({
    organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
    cycle_id: z.string().regex(ID_PATTERN, { error: 'Choose a cycle.' }).transform(Number).optional(),
    reviewee_id: z.string().regex(ID_PATTERN, { error: 'Choose a reviewee.' }).transform(Number).optional(),
  }),
);

/** The answers of peers (or reports) to one question, as the reviewee may see them. */
export interface AggregateAnswer {
  question_id: number;
  average: number | null;
  count: number;
}

/** A rating as its scale point says it: "4 – Exceeds" (the shared review on screen and in its PDF). */
export function ratingText(
  question: { scale?: readonly { value: number; label: string }[] | null } | undefined,
  rating: number | undefined,
): string {
  if (rating === undefined) return '–';
  const point = question?.scale?.find((item) => item.value === rating);
  return point ? `${rating} – ${point.label}` : String(rating);
}
