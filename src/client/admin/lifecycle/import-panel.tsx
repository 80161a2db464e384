/**
 * Import existing members: choose a CSV saved from the spreadsheet, check it (dry run: every
 * row's problems in a table), then import — all rows in one go, or none.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../api';
import type { ImportResult } from '../../../shared/schemas/import';
import { IMPORT_OPTIONAL_COLUMNS, IMPORT_REQUIRED_COLUMNS } from '../../../shared/schemas/import';
import { keys } from '../queries';
import { plural } from '../../../shared/words';
import './lifecycle.css';

export default function ImportPanel() {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [checkedCsv, setCheckedCsv] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api.post<ImportResult>('/api/members/import', { csv, dryRun });
      setResult(answer);
      setCheckedCsv(dryRun ? csv : null);
      if (!dryRun) {
        setNotice(answer.message ?? null);
        // Imported members change every count and list of members.
        await Promise.all(
          [keys.members, keys.stats, keys.chapters].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      }
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const canImport = result !== null && checkedCsv === csv && result.errors.length === 0 && result.valid > 0;
  return (
    <section className="adm-panel adm-import-form" aria-label="Import members">
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">Import existing members</h2>
      </div>
      <p>
        Save the spreadsheet as CSV with a header row: <code>{IMPORT_REQUIRED_COLUMNS.join(', ')}</code>, and optionally{' '}
        <code>{IMPORT_OPTIONAL_COLUMNS.join(', ')}</code>. Dates as YYYY-MM-DD or DD/MM/YYYY; chapters by name or code.
      </p>
      <label className="adm-btn">
        Choose CSV file
        <input
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setFileName(file.name);
            setResult(null);
            void file.text().then(setCsv);
          }}
        />
      </label>{' '}
      {fileName ? <span>{fileName}</span> : null}
      <div className="adm-lifecycle-actions">
        <button type="button" className="adm-btn" disabled={busy || !csv} onClick={() => void send(true)}>
          Check file
        </button>
        <button type="button" className="adm-btn adm-btn-primary" disabled={busy || !canImport} onClick={() => void send(false)}>
          {result && canImport ? `Import ${plural(result.valid, 'member')}` : 'Import'}
        </button>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      {result ? (
        <>
          <p className="adm-import-summary">
            <span>{plural(result.rows, 'row')}</span>
            <span>{result.valid} ready</span>
            <span className={result.errors.length ? 'is-bad' : ''}>{plural(result.errors.length, 'problem')}</span>
          </p>
          {result.errors.length ? (
            <table className="adm-mini-table" aria-label="Problems found">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((e, i) => (
                  <tr key={`${e.row}-${e.field}-${i}`}>
                    <td>{e.row}</td>
                    <td>{e.field}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
