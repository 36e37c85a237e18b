import { createServer } from 'node:net';

/** Resolves when `port` can be bound on all interfaces, rejects with a fix when it is taken. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use: stop the program using it or start with PORT=${port + 1}.`
            : `Cannot listen on port ${port} (${error.code}): choose another with PORT=<number>.`,
        ),
      );
    });
    server.listen(port, () => server.close(() => resolve()));
  });
}

/** A port the OS reports free right now, for the embedded DynamoDB Local and s3rver. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
