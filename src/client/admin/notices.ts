/**
 * The dashboard's toasts ("Member added successfully"): any screen calls notify(); the shell
 * shows the last three for five seconds. A tiny store instead of a prop threaded through tabs.
 */
import { useSyncExternalStore } from 'react';

export interface Notice {
  id: number;
  text: string;
  tone: 'ok' | 'error';
}

const SHOWN_MS = 5000;
let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: Notice[]) => {
  notices = next;
  for (const listener of listeners) listener();
};

export function notify(text: string, tone: Notice['tone'] = 'ok'): void {
  const id = nextId++;
  publish([...notices.slice(-2), { id, text, tone }]);
  setTimeout(() => publish(notices.filter((n) => n.id !== id)), SHOWN_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useNotices = (): Notice[] =>
  useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
