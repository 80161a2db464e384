/**
 * The row actions the Members and Leaders tables share: the confirm-then-delete dialog and the
 * per-row card download. One copy, so both tables behave the same way.
 */
import { useState } from 'react';
import { downloadCard } from './admin-api';

/** Who is being deleted, busy while the request runs, and the failure shown in the dialog. */
export function useConfirmedDelete<T extends { id: string }>(options: {
  remove: (id: string) => Promise<unknown>;
  onDeleted: () => void;
  /** "member" or "leader", for "Failed to delete member: …". */
  noun: string;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await options.remove(target.id);
      setTarget(null);
      options.onDeleted();
    } catch (e) {
      setError(`Failed to delete ${options.noun}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  }

  return {
    target,
    busy,
    error,
    /** Opens the dialog for one row, without the previous row's failure. */
    ask(row: T) {
      setError(null);
      setTarget(row);
    },
    cancel: () => setTarget(null),
    confirm,
  };
}

/** Downloads one row's card; `generating` is the id whose card is on its way. */
export function useCardDownload(kind: 'member' | 'leader', onFailed: () => void) {
  const [generating, setGenerating] = useState<string | null>(null);

  async function generate(row: { id: string; idNumber: string }) {
    setGenerating(row.id);
    try {
      await downloadCard(kind, row.id, row.idNumber);
    } catch {
      onFailed();
    } finally {
      setGenerating(null);
    }
  }

  return { generating, generate };
}
