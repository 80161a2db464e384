/**
 * Scans made while the venue's connection is down are kept in this browser (localStorage) and sent
 * when it returns, oldest first. Each scan carries the id it was given when made, so sending it
 * twice (a reply lost on the way back, two tabs replaying) is still one check-in on the server.
 */
import { ApiError } from '../../api';
import type { CheckInAnswer } from '../../../shared/schemas/events';
import { eventsApi, type ScanBody } from './events-api';

const KEY = 'myv-check-in-queue';

interface QueuedScan {
  eventId: string;
  body: ScanBody;
}

const read = (): QueuedScan[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as QueuedScan[]) : [];
  } catch {
    return [];
  }
};
const write = (queue: QueuedScan[]) => localStorage.setItem(KEY, JSON.stringify(queue));

export const newScanId = (): string => `${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(2)).join('')}`;

export const waitingScans = (eventId: string): number => read().filter((s) => s.eventId === eventId).length;

/** No answer came (offline, the connection dropped): the scan is worth keeping. */
const isNetworkFailure = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Sends a scan; while offline (or when sending fails on the way), keeps it and answers null. */
export async function sendScan(eventId: string, body: ScanBody): Promise<CheckInAnswer | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    write([...read(), { eventId, body }]);
    return null;
  }
  try {
    return await eventsApi.checkIn(eventId, body);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    write([...read(), { eventId, body }]);
    return null;
  }
}

/** Sends what waits, oldest first; stops at the first network failure. Answers how many were sent. */
export async function replayScans(): Promise<number> {
  let sent = 0;
  for (const scan of read()) {
    try {
      await eventsApi.checkIn(scan.eventId, scan.body);
    } catch (error) {
      if (isNetworkFailure(error)) break;
      // The server refused it for good (e.g. an unknown code): nothing to retry.
    }
    write(read().filter((s) => s.body.scanId !== scan.body.scanId));
    sent++;
  }
  return sent;
}
