import { connect, createServer, type Server, type Socket } from 'node:net';

/** What the proxy does with the traffic of its open connections while it is running. */
export type ProxyMode =
  | { kind: 'pass' }
  /** Requests whose DynamoDB operation matches are kept back: they never reach DynamoDB. */
  | { kind: 'hold-requests'; operations: RegExp }
  /** Requests whose operation matches reach DynamoDB (and are carried out); their answers are kept back. */
  | { kind: 'hold-responses'; operations: RegExp };

interface Pipe {
  client: Socket;
  upstream: Socket;
  /** The DynamoDB operation of the request last seen on this connection (from `X-Amz-Target`). */
  operation: string | null;
  heldRequest: Buffer[];
  heldResponse: Buffer[];
}

const TARGET = /x-amz-target:\s*DynamoDB_\d+\.(\w+)/i;

/**
 * A TCP proxy in front of DynamoDB Local that can play a DynamoDB outage without touching the
 * real instance the whole test run shares: `stop` destroys every open connection (requests in
 * flight included) and refuses new ones, `start` listens again on the same port. `hold` keeps
 * back requests or answers of chosen operations so a test can stop the proxy at a known point.
 */
export class FaultProxy {
  private server: Server | null = null;
  private port = 0;
  private readonly pipes = new Set<Pipe>();
  private mode: ProxyMode = { kind: 'pass' };
  /** Every DynamoDB operation that went through, in order (for reports and assertions). */
  readonly operations: string[] = [];

  constructor(private readonly target: URL) {}

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.mode = { kind: 'pass' };
    this.server = server;
  }

  /** DynamoDB goes away: open connections are cut (held bytes are lost) and new ones refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    // Stop listening first, so that a client retrying at once is refused rather than let in.
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const pipe of this.pipes) {
      pipe.client.destroy();
      pipe.upstream.destroy();
    }
    this.pipes.clear();
    await closed;
  }

  /** A network blip: open connections are cut (held bytes are lost) but new ones are let through. */
  drop(): void {
    this.mode = { kind: 'pass' };
    for (const pipe of this.pipes) {
      pipe.client.destroy();
      pipe.upstream.destroy();
    }
    this.pipes.clear();
  }

  hold(mode: ProxyMode): void {
    this.mode = mode;
  }

  /** How many connections have a request or an answer kept back. */
  get held(): number {
    let count = 0;
    for (const pipe of this.pipes) if (pipe.heldRequest.length > 0 || pipe.heldResponse.length > 0) count++;
    return count;
  }

  /** Resolves once `count` connections are held, or after `timeoutMs` with however many are. */
  async waitForHeld(count: number, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.held < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    return this.held;
  }

  private accept(client: Socket): void {
    if (!this.server) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(this.target.port), this.target.hostname);
    const pipe: Pipe = { client, upstream, operation: null, heldRequest: [], heldResponse: [] };
    this.pipes.add(pipe);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.pipes.delete(pipe);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.on('data', (chunk: Buffer) => {
      const operation = TARGET.exec(chunk.toString('latin1'))?.[1];
      if (operation) {
        pipe.operation = operation;
        this.operations.push(operation);
      }
      if (pipe.heldRequest.length > 0 || this.holds('hold-requests', pipe.operation)) pipe.heldRequest.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (pipe.heldResponse.length > 0 || this.holds('hold-responses', pipe.operation)) pipe.heldResponse.push(chunk);
      else client.write(chunk);
    });
  }

  private holds(kind: ProxyMode['kind'], operation: string | null): boolean {
    return this.mode.kind === kind && 'operations' in this.mode && this.mode.operations.test(operation ?? '');
  }
}
