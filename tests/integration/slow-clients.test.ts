/**
 * Slow and greedy clients over real sockets: a request head trickled a byte at a time is cut off
 * at the headers timeout, an idle connection is closed, and one address cannot hold more than
 * its share of connections. The timeouts are shortened for the test; production values are in
 * config.ts.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    configure: (config) => {
      config.http = {
        headersTimeoutMs: 600,
        requestTimeoutMs: 1_500,
        connectionTimeoutMs: 1_500,
        keepAliveTimeoutMs: 500,
        checkIntervalMs: 100,
        maxConnectionsPerAddress: 5,
      };
    },
  });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await t.close();
});

/** Resolves with how long the server kept the socket open (ms), or 'open' after `giveUpMs`. */
function closedAfter(socket: net.Socket, giveUpMs: number): Promise<number | 'open'> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => {});
  });
}

describe('slow clients', () => {
  it('a request head trickled one byte at a time is cut off at the headers timeout', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X'), 100);
    const lasted = await closedAfter(socket, 4_000);
    clearInterval(trickle);
    socket.destroy();
    console.log(`trickled head closed after ${lasted} ms`);
    expect(lasted).not.toBe('open');
  });

  it('a connection that sends nothing is closed', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const lasted = await closedAfter(socket, 4_000);
    socket.destroy();
    expect(lasted).not.toBe('open');
  });

  it('an idle keep-alive connection is closed after its answer', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const lasted = await closedAfter(socket, 4_000);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(lasted).not.toBe('open');
  });

  it('one address holds at most its ceiling of connections; the rest are closed at once', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 7 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => {});
          }),
      ),
    );
    const closed = await Promise.all(sockets.map((socket) => closedAfter(socket, 300)));
    for (const socket of sockets) socket.destroy();
    expect(closed.filter((c) => c !== 'open')).toHaveLength(2);
    // The site still answers once they are gone.
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
