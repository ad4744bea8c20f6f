import net from 'node:net';

export type ProxyMode = { kind: 'pass' } | { kind: 'delay'; ms: number } | { kind: 'pause' };

/**
 * A TCP proxy in front of the test database that can slow every chunk down, hold everything, or
 * refuse connections (the database "down"): the faults of a real network, through the real driver.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private readonly held: Array<() => void> = [];
  mode: ProxyMode = { kind: 'pass' };
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      const forward = (from: net.Socket, to: net.Socket) =>
        from.on('data', (chunk) => {
          const write = () => {
            if (!to.destroyed) to.write(chunk);
          };
          if (this.mode.kind === 'delay') setTimeout(write, this.mode.ms);
          else if (this.mode.kind === 'pause') this.held.push(write);
          else write();
        });
      forward(client, upstream);
      forward(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Lets traffic flow again; what was held goes first, in order. */
  pass(): void {
    this.mode = { kind: 'pass' };
    for (const write of this.held.splice(0)) write();
  }

  /** The database gone: no listener on the port, and every open connection cut. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
