import type { TableName } from '../../core/db/table-definitions.ts';

export type TableAccess = 'read' | 'readWrite' | 'append' | 'readAppend';

/**
 * One entry per Lambda: its entry file in `functions/src/handlers/`, the API paths API Gateway
 * routes to it (none for a background worker, which says what triggers it instead), and the tables
 * it may touch. The list of them all is `FUNCTIONS` in `../manifest.ts`.
 */
export interface FunctionDefinition {
  /** File name in `functions/src/handlers/` without extension; it exports `handler`. */
  name: string;
  /** API Gateway HTTP API route keys (method and path), all under /api/v1. */
  routes: string[];
  /**
   * `append`: PutItem and nothing else (the audit log: no function can change or remove an event);
   * `readAppend`: the same plus reads (the audit log's screen).
   */
  tables: Partial<Record<TableName, TableAccess>>;
  /** Sends e-mail through SES (the stack's sender address in MAIL_FROM, the site in APP_URL). */
  sendsMail?: boolean;
  /** Gets read/write access to the resume bucket and its name in RESUME_BUCKET. */
  usesResumeBucket?: boolean;
  /**
   * Encrypts and decrypts payroll identifiers: may use the KMS field key (GenerateDataKey,
   * Decrypt) and gets its ARN in FIELD_KEY_ID; hashes TFNs for their uniqueness guards with the KMS
   * HMAC guard key (GenerateMac, GUARD_KEY_ID). Only the function that owns employee records.
   * `decrypt`: Decrypt and nothing else (payroll reads bank accounts and TFNs for bank files and STP).
   */
  usesFieldKey?: boolean | 'decrypt';
  /** May list the resume bucket and delete objects from it (purging a deleted organization's files), nothing else. */
  purgesResumeBucket?: boolean;
  /**
   * A background worker, not an API function: invoked by the stream of table `stream.of` when it has one
   * (only records matching `filter`, a Lambda event filter pattern; failures retried, then sent to
   * a dead-letter queue) and by a schedule every `scheduleMinutes`. Locally `npm start` drives the
   * same handler from the table's DynamoDB Local stream and a timer.
   */
  background?: {
    stream?: { of: TableName; filter: object };
    /**
     * Work fanned out through a queue: the table's stream records matching `filter` are piped
     * (EventBridge Pipes) into an SQS queue whose messages carry one stream record each as their
     * body; the worker takes `batchSize` messages at a time, reports the ones that failed, and
     * SQS retries them up to `maxReceives` times before its dead-letter queue. Locally `npm start`
     * feeds the same handler from the table's DynamoDB Local stream with the same message shape.
     */
    queue?: { of: TableName; filter: object; batchSize: number; maxReceives: number };
    scheduleMinutes: number;
    timeoutSeconds: number;
  };
}
