import type { Command, Operation } from './document-client.ts';

type Doc = Record<string, unknown>;

function command(operation: Operation) {
  return class implements Command {
    readonly operation = operation;
    constructor(readonly input: Doc) {}
  };
}

/** Commands for `dynamo().send(...)`, named like the AWS SDK's document-client commands. */
export const GetCommand = command('GetItem');
export const PutCommand = command('PutItem');
export const UpdateCommand = command('UpdateItem');
export const DeleteCommand = command('DeleteItem');
export const QueryCommand = command('Query');
export const ScanCommand = command('Scan');
export const BatchGetCommand = command('BatchGetItem');
export const BatchWriteCommand = command('BatchWriteItem');
export const TransactWriteCommand = command('TransactWriteItems');
export const TransactGetCommand = command('TransactGetItems');
