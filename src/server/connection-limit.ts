/**
 * A ceiling on open connections from one address, so one host cannot hold every file
 * descriptor of the process (slow or idle sockets). Sockets over the ceiling are closed at
 * once, before any byte is read. Only applied when nothing sits in front of the server: behind
 * a proxy every connection comes from the proxy, and the proxy limits clients.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function limitConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
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
