import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { guardConnections } from './connection-guard';

/** What the guard reads of a socket: its address, destroy() and the close event. */
class Connection extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    this.destroyed = true;
  }
}

describe('the per-address connection ceiling', () => {
  it('counts an IPv6 /64 as one address (a test cannot open sockets from many IPv6 addresses, so they are stand-ins)', () => {
    // Only the server's connection event is used; Node's own handler would expect a real socket.
    const server = new EventEmitter() as unknown as Server;
    guardConnections(server, { firstByteTimeoutMs: 60_000, maxPerAddress: 3 });
    const open = ['2001:db8:9:9::1', '2001:db8:9:9::2', '2001:db8:9:9:ffff::3', '2001:db8:9:9::4', '2001:db8:9:a::1'].map(
      (address) => {
        const connection = new Connection(address);
        server.emit('connection', connection as unknown as Socket);
        return connection;
      },
    );
    expect(open.map((c) => c.destroyed)).toEqual([false, false, false, true, false]);
    for (const c of open) c.emit('close');
  });
});
