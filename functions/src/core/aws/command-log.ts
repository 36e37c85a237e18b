/** The AWS services the functions call, each through its SDK v3 client. */
export type AwsService = 'dynamodb' | 's3' | 'kms' | 'secretsmanager' | 'sesv2';

/** One AWS command as it is sent: the service, the SDK command name and its (wire-form) input. */
export interface SentCommand {
  service: AwsService;
  /** The low-level SDK command, e.g. `GetItemCommand`, `TransactWriteItemsCommand`, `PutObjectCommand`. */
  name: string;
  input: Record<string, unknown>;
}

/**
 * Told of every command as it is sent (tests record them to check grants and count requests; the
 * benchmark replays them); may return a function called once the command is answered or failed.
 */
export type CommandListener = (command: SentCommand) => (() => void) | undefined;

const listeners = new Set<CommandListener>();

/** Calls `listener` for every AWS command this process sends; returns a function that removes it. */
export function onAwsCommand(listener: CommandListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface MiddlewareClient {
  middlewareStack: {
    add(
      middleware: (
        next: (args: { input: object }) => Promise<unknown>,
        context: { commandName?: string },
      ) => (args: { input: object }) => Promise<unknown>,
      options: { step: 'initialize'; name: string; priority: 'low' },
    ): void;
  };
}

/**
 * Tells the listeners of a command a local stand-in answers in the command's place, as if it had
 * been sent (the local field key and guard hasher stand in for KMS: crypto/keys.ts,
 * crypto/guard-hash.ts), so a test sees what the function sends in AWS and its grants are checked
 * for it (functions/test/grants.int.test.ts).
 */
export function announceCommand(command: SentCommand): void {
  if (listeners.size === 0) return;
  for (const done of [...listeners].flatMap((listener) => listener(command) ?? [])) done();
}

/**
 * An SDK middleware on the client's stack. It runs once per command (not per retry) after the
 * document client has marshalled the input, so listeners see what DynamoDB receives.
 */
export function recordCommands(client: MiddlewareClient, service: AwsService): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (listeners.size === 0) return next(args);
      const command: SentCommand = {
        service,
        name: context.commandName ?? 'UnknownCommand',
        input: args.input as Record<string, unknown>,
      };
      const settled = [...listeners].flatMap((listener) => listener(command) ?? []);
      try {
        return await next(args);
      } finally {
        for (const done of settled) done();
      }
    },
    { step: 'initialize', name: 'wattleCommandLog', priority: 'low' },
  );
}
