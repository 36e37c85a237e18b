import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from './client.ts';
import { isConditionalFailure } from './errors.ts';

type Table = keyof ReturnType<typeof tableNames>;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The `expires_at` of a claim: epoch seconds `days` after `from` (an instant, or a day `YYYY-MM-DD`
 * read as its UTC midnight). The tables that hold claims (rostering, performance) expire items by
 * TTL on `expires_at`, so a claim goes once nothing can deliver its work again.
 */
export function claimExpiry(from: Date | string, days: number): number {
  const instant = typeof from === 'string' ? Date.parse(from) : from.getTime();
  return Math.floor(instant / 1000) + days * DAY_SECONDS;
}

/**
 * Claims a piece of work once: a conditional put of the key (`pk`, `sk`) in `table`, expiring (TTL)
 * at `expiresAt`. True when this caller won it (the item was absent); false when an earlier run, or
 * one running beside it, did. Workers claim each (task, recipient) before telling them, so a message
 * delivered twice tells nobody twice.
 */
export async function claimOnce(table: Table, key: { pk: string; sk: string }, expiresAt: number) {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableNames()[table],
        Item: { ...key, created_at: new Date().toISOString(), expires_at: expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** A claim that may be tried again (claimAttempt): its status and what its earlier attempts did. */
export interface AttemptClaim {
  pk: string;
  sk: string;
  status: 'sending' | 'sent' | 'failed' | 'given_up';
  /** This attempt's number, from 1. */
  attempts: number;
  /** When the bell was rung for it (once, by whichever attempt first did). */
  rung_at?: string;
  expires_at: number;
}

/**
 * Claims an attempt at work that may fail and be tried again (an e-mail the provider refused): the
 * item is written `sending` when absent, or again when fewer than `maxAttempts` were made and an
 * earlier attempt ended `failed`, or was left `sending` for over `staleSeconds` (a run that stopped
 * between its claim and the work: longer than any run lasts, so no run is still at it). Returns the claim (with this attempt's number), or undefined when
 * another run holds it, it was done, or it was given up. The caller settles it (settleAttempt).
 */
export async function claimAttempt(
  table: Table,
  key: { pk: string; sk: string },
  options: { maxAttempts: number; expiresAt: number; staleSeconds: number },
): Promise<AttemptClaim | undefined> {
  const now = new Date().toISOString();
  const stale = new Date(Date.now() - options.staleSeconds * 1000).toISOString();
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableNames()[table],
        Key: key,
        UpdateExpression:
          'SET #status = :sending, attempts = if_not_exists(attempts, :zero) + :one, created_at = if_not_exists(created_at, :now), updated_at = :now, expires_at = :expires',
        ConditionExpression:
          'attribute_not_exists(pk) OR (attempts < :max AND (#status = :failed OR (#status = :sending AND updated_at < :stale)))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':failed': 'failed',
          ':zero': 0,
          ':one': 1,
          ':max': options.maxAttempts,
          ':now': now,
          ':stale': stale,
          ':expires': options.expiresAt,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as AttemptClaim;
  } catch (error) {
    if (isConditionalFailure(error)) return undefined;
    throw error;
  }
}

/** Records how a claimed attempt ended: `failed` lets a later claimAttempt try again (within its bound). */
export async function settleAttempt(
  table: Table,
  key: { pk: string; sk: string },
  status: Exclude<AttemptClaim['status'], 'sending'>,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames()[table],
      Key: key,
      UpdateExpression: 'SET #status = :status, updated_at = :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': new Date().toISOString() },
    }),
  );
}
