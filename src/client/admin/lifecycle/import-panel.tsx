/**
 * Import existing members: choose a CSV saved from the spreadsheet, check it (dry run: every
 * problem once, with the rows that have it by row number, ID and name; and how many SMS the next
 * reminders run would send them), then import — all rows in one go, or none.
 *
 * The file goes to the server as its bytes (base64), not as text: the browser would read Excel's
 * plain "CSV" (Windows-1252) as UTF-8 and turn every accented letter into "\uFFFD"; the server tells
 * the encoding from the bytes.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../api';
import { ERROR_CODES } from '../../../shared/error-codes';
import { IMPORT_COLUMN_LABELS, type ImportDateOrder, type ImportGroup, type ImportResult } from '../../../shared/schemas/import';
import { keys } from '../queries';
import { formatCount, plural } from '../../../shared/words';
import './lifecycle.css';

/** Rows listed under each problem; the rest are counted (the official fixes the pattern, not each row). */
const ROWS_SHOWN = 10;

const text = {
  title: 'Import existing members',
  intro:
    'Save the spreadsheet as CSV (“CSV UTF-8” if Excel offers it) with a header row: ID Number, Full Name, Phone, Gender, Chapter, Join Date, and optionally Membership No., Email, Renewal Date. The members export imports as it is. Chapters by name (Imenti) or code (IM).',
  choose: 'Choose CSV file',
  check: 'Check file',
  import: 'Import',
  importN: (n: number) => `Import ${plural(n, 'member')}`,
  dateOrder: 'Dates like 4/3/2024 in this file are',
  dateOrders: { ask: 'not used (refuse them)', dayFirst: 'day first: 4 March 2024', monthFirst: 'month first: 3 April 2024' },
  ambiguous: 'This file has dates that read two ways: choose above how it writes them, then check again.',
  messaging: (members: number, costKsh: number) =>
    `The next reminders run would send ${plural(members, 'SMS', 'SMS')} to ${plural(members, 'imported member')} (renewal due soon or lapsed lately), about KSh ${costKsh.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}.`,
  quiet: 'Don’t message these members: no reminders until their next renewal',
  problems: 'Problems found',
  ready: (n: number) => `${formatCount(n)} ready`,
  more: (n: number) => `and ${plural(n, 'more row')}`,
  row: 'Row',
  idNumber: 'ID Number',
  name: 'Name',
};

const columnLabel = (field: string) => IMPORT_COLUMN_LABELS[field as keyof typeof IMPORT_COLUMN_LABELS] ?? field;

/** The file's bytes as base64, as the API takes them. */
const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

function ProblemGroup({ group }: { group: ImportGroup }) {
  const shown = group.rows.slice(0, ROWS_SHOWN);
  return (
    <li className="adm-import-group">
      <p>
        <strong>{columnLabel(group.field)}</strong>: {group.message}{' '}
        <span className="adm-import-count">({plural(group.rows.length, 'row')})</span>
      </p>
      {group.field === 'file' ? null : (
        <table className="adm-mini-table">
          <thead>
            <tr>
              <th scope="col">{text.row}</th>
              <th scope="col">{text.idNumber}</th>
              <th scope="col">{text.name}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.idNumber ?? '—'}</td>
                <td>{r.fullName ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {group.rows.length > ROWS_SHOWN ? <p className="adm-import-more">{text.more(group.rows.length - ROWS_SHOWN)}</p> : null}
    </li>
  );
}

export default function ImportPanel() {
  const [file, setFile] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [dateOrder, setDateOrder] = useState<ImportDateOrder | 'ask'>('ask');
  const [quiet, setQuiet] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  /** What the shown result was checked with: importing needs the same file and date order. */
  const [checked, setChecked] = useState<{ file: string; dateOrder: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const body = (dryRun: boolean) => ({ file, dryRun, quiet, ...(dateOrder === 'ask' ? {} : { dateOrder }) });
  const check = async () => {
    const answer = await api.post<ImportResult>('/api/members/import', body(true));
    setResult(answer);
    setChecked({ file: file!, dateOrder });
  };

  const run = async (dryRun: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      if (dryRun) await check();
      else {
        const answer = await api.post<ImportResult>('/api/members/import', body(false));
        setResult(answer);
        setChecked(null);
        setNotice(answer.message ?? null);
        // Imported members change every count and list of members.
        await Promise.all(
          [keys.members, keys.stats, keys.chapters].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      }
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : String(error));
      // A refused import: the members changed since the check; show what the check says now.
      const refused =
        error instanceof ApiError && (error.code === ERROR_CODES.importRefused || error.code === ERROR_CODES.importConflict);
      if (!dryRun && refused) await check().catch(() => {});
    } finally {
      setBusy(false);
    }
  };

  const current = checked !== null && checked.file === file && checked.dateOrder === dateOrder;
  const canImport = result !== null && current && result.errors.length === 0 && result.valid > 0;
  return (
    <section className="adm-panel adm-import-form" aria-label="Import members">
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">{text.title}</h2>
      </div>
      <p>{text.intro}</p>
      <label className="adm-btn">
        {text.choose}
        <input
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (!chosen) return;
            setFileName(chosen.name);
            setResult(null);
            setNotice(null);
            void readBase64(chosen).then(setFile, (error: unknown) => setNotice(String(error)));
          }}
        />
      </label>{' '}
      {fileName ? <span className="adm-import-file">{fileName}</span> : null}
      <label className="adm-import-option">
        {text.dateOrder}{' '}
        <select value={dateOrder} onChange={(e) => setDateOrder(e.target.value as ImportDateOrder | 'ask')}>
          {(['ask', 'dayFirst', 'monthFirst'] as const).map((order) => (
            <option key={order} value={order}>
              {text.dateOrders[order]}
            </option>
          ))}
        </select>
      </label>
      <div className="adm-lifecycle-actions">
        <button type="button" className="adm-btn" disabled={busy || !file} onClick={() => void run(true)}>
          {text.check}
        </button>
        <button type="button" className="adm-btn adm-btn-primary" disabled={busy || !canImport} onClick={() => void run(false)}>
          {result && canImport ? text.importN(result.valid) : text.import}
        </button>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      {result ? (
        <>
          <p className="adm-import-summary">
            <span>{plural(result.rows, 'row')}</span>
            <span>{text.ready(result.valid)}</span>
            <span className={result.errors.length ? 'is-bad' : ''}>{plural(result.errors.length, 'problem')}</span>
          </p>
          {result.ambiguousDates ? <p className="adm-import-warning">{text.ambiguous}</p> : null}
          {current && result.messaging.members > 0 ? (
            <div className="adm-import-messaging">
              <p>{text.messaging(result.messaging.members, result.messaging.costKsh)}</p>
              <label>
                <input type="checkbox" checked={quiet} onChange={(e) => setQuiet(e.target.checked)} /> {text.quiet}
              </label>
            </div>
          ) : null}
          {result.groups.length ? (
            <ul className="adm-import-groups" aria-label={text.problems}>
              {result.groups.map((group) => (
                <ProblemGroup key={`${group.field}\u0000${group.message}`} group={group} />
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
