/**
 * Socket-level guards against clients that hold connections without using them:
 *
 * - A connection that sends no byte within the headers timeout is closed. Node's own
 *   headersTimeout only starts with the first byte, and its idle timeout is reset by the
 *   frequent connection check the headers timeout needs, so without this an idle socket stays
 *   open for ever (measured: still open after minutes).
 * - A ceiling on open connections from one address, so one host cannot hold every file
 *   descriptor of the process. Sockets over the ceiling are closed at once, before any byte is
 *   read. Only when nothing sits in front of the server: behind a proxy every connection comes
 *   from the proxy, and the proxy limits clients.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from './lib/client-key';

export function guardConnections(server: Server, options: { firstByteTimeoutMs: number; maxPerAddress: number | null }): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const silent = setTimeout(() => socket.destroy(), options.firstByteTimeoutMs);
    silent.unref();
    socket.once('data', () => clearTimeout(silent));
    socket.once('close', () => clearTimeout(silent));

    if (options.maxPerAddress === null) return;
    // One IPv6 /64 is one client, as for every per-address limit.
    const address = clientKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(address) ?? 0) + 1;
    if (count > options.maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
