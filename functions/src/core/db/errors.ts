import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ElectroError } from 'electrodb';

/** The DynamoDB error behind an error ElectroDB wrapped (its code 4001 carries the client's error). */
export function dynamoCause(error: unknown): unknown {
  return error instanceof ElectroError ? (error.cause ?? error) : error;
}

/**
 * True when the SDK resent a conditional write after an earlier attempt failed (a lost answer, a
 * throttle) and DynamoDB then refused its condition: the earlier attempt may have been applied,
 * so the refusal may be the write conflicting with itself. Neither success nor conflict is known;
 * the API answers 503 and the client reads again.
 */
export function isAmbiguousWrite(error: unknown): boolean {
  const cause = dynamoCause(error);
  return cause instanceof ConditionalCheckFailedException && (cause.$metadata.attempts ?? 1) > 1;
}

/** True when DynamoDB refused a write because its condition (version, existence) did not hold. */
export function isConditionalFailure(error: unknown): boolean {
  return dynamoCause(error) instanceof ConditionalCheckFailedException && !isAmbiguousWrite(error);
}

/** The cancellation reason codes of a cancelled transaction, or undefined for any other error. */
export function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  const cause = dynamoCause(error);
  if (!(cause instanceof TransactionCanceledException)) return undefined;
  return (cause.CancellationReasons ?? []).map((reason) => reason.Code);
}
