import { once } from "node:events";
import { createServer, type Socket, connect as tcpConnect } from "node:net";

/**
 * A loopback TCP proxy a test can cut and restore, to make a database "go away" without touching
 * the database server. While cut, existing connections are destroyed and new ones are reset at
 * once (as when a server is down: the client sees a refused or dropped connection). `stall`
 * instead silently stops forwarding on the open connections, as a vanished network does: no
 * reset, no answer; new connections still work.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let cut = false;
  const sockets = new Set<Socket>();
  const pipes: { client: Socket; upstream: Socket }[] = [];
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
    pipes.push({ client, upstream });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("proxy has no port");

  return {
    port: address.port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    stall() {
      for (const { client, upstream } of pipes.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Bytes keep arriving and are dropped, as on a dead link.
        client.removeAllListeners("data").on("data", () => {});
        upstream.removeAllListeners("data").on("data", () => {});
      }
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}
