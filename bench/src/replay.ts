/**
 * The raw side of the overhead ratios (issue 6, figures 2 and 3): the DynamoDB calls an API
 * request makes are recorded on the SDK client (onAwsCommand gives each command's name and input)
 * and then issued again directly through the same SDK document client, with the same inputs and
 * the same concurrency, without HTTP, authentication code, validation or JSON shaping around
 * them. Because
 * the inputs are recorded, not written here, the comparison follows the implementation as it
 * changes.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { onAwsCommand } from '../../functions/src/core/aws/command-log.ts';
import { dynamo } from '../../functions/src/core/db/client.ts';

/** The document-client command for each DynamoDB operation the log names (inputs are recorded in document form). */
const DOCUMENT_COMMANDS = {
  GetItemCommand: GetCommand,
  PutItemCommand: PutCommand,
  UpdateItemCommand: UpdateCommand,
  DeleteItemCommand: DeleteCommand,
  QueryCommand,
  ScanCommand,
  BatchGetItemCommand: BatchGetCommand,
  BatchWriteItemCommand: BatchWriteCommand,
  TransactGetItemsCommand: TransactGetCommand,
  TransactWriteItemsCommand: TransactWriteCommand,
} as const;

export interface RecordedCommand {
  name: string;
  input: Record<string, unknown>;
  startedAt: number;
  /** When its answer (or failure) came back. */
  endedAt: number;
}

/** The commands `run` sends, in order. Nothing else may use DynamoDB in this process meanwhile. */
export async function recordCommands(run: () => Promise<void>): Promise<RecordedCommand[]> {
  const commands: RecordedCommand[] = [];
  const stop = onAwsCommand(({ service, name, input }) => {
    if (service !== 'dynamodb') return undefined;
    const command = { name, input: structuredClone(input), startedAt: performance.now(), endedAt: Number.NaN };
    commands.push(command);
    return () => {
      command.endedAt = performance.now();
    };
  });
  try {
    await run();
  } finally {
    stop();
  }
  return commands;
}

/**
 * Groups commands into waves sent concurrently (e.g. a BatchGet and a Query under Promise.all).
 * A command joins the current wave when it was sent before any command of that wave had been
 * answered: it cannot have depended on their answers, so the raw side sends it alongside them.
 * A command sent after one of them was answered starts a new wave (it may have needed that answer).
 */
export function toWaves(commands: RecordedCommand[]): RecordedCommand[][] {
  const waves: RecordedCommand[][] = [];
  for (const command of commands) {
    const current = waves.at(-1);
    const firstAnswer = current ? Math.min(...current.map((sent) => sent.endedAt)) : Number.NaN;
    if (current && command.startedAt < firstAnswer) current.push(command);
    else waves.push([command]);
  }
  return waves;
}

/**
 * Records `run` a few times and keeps the recording with the fewest waves: a scheduling hiccup
 * can only make concurrent commands look sequential, never the other way round.
 */
export async function recordRequest(run: () => Promise<void>, times = 3): Promise<RecordedCommand[][]> {
  let best: RecordedCommand[][] | undefined;
  for (let index = 0; index < times; index++) {
    const waves = toWaves(await recordCommands(run));
    if (!best || waves.length < best.length) best = waves;
  }
  return best ?? [];
}

export const describeWaves = (waves: RecordedCommand[][]) =>
  waves.map((wave) => wave.map((command) => command.name.replace(/Command$/, '')).join(' ‖ ')).join(' → ');

interface ConsumedCapacity {
  CapacityUnits?: number;
}

/** Sends one recorded command again; returns the read/write capacity it consumed when asked. */
export async function sendRaw(command: RecordedCommand, options: { consumedCapacity?: boolean } = {}): Promise<number> {
  const Command = DOCUMENT_COMMANDS[command.name as keyof typeof DOCUMENT_COMMANDS];
  if (!Command) throw new Error(`Cannot replay ${command.name}`);
  const input = options.consumedCapacity ? { ...command.input, ReturnConsumedCapacity: 'TOTAL' } : command.input;
  // biome-ignore lint/suspicious/noExplicitAny: each recorded input is the input of its own command
  const output = (await dynamo().send(new Command(input as any) as any)) as {
    ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[];
  };
  const consumed = output.ConsumedCapacity;
  const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return list.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
}

/** Sends the waves in order, each wave's commands concurrently. */
export async function replay(
  waves: RecordedCommand[][],
  options: { consumedCapacity?: boolean } = {},
): Promise<{ ms: number; capacity: number }> {
  const started = performance.now();
  let capacity = 0;
  for (const wave of waves) {
    const consumed = await Promise.all(wave.map((command) => sendRaw(command, options)));
    capacity += consumed.reduce((sum, value) => sum + value, 0);
  }
  return { ms: performance.now() - started, capacity };
}
