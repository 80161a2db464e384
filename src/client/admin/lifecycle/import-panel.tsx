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
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api';
import { ERROR_CODES } from '../../../shared/error-codes';
import { useForm, useWatch } from 'react-hook-form';
import {
  IMPORT_COLUMN_LABELS,
  memberImportSchema,
  type ImportDateOrder,
  type ImportGroup,
  type ImportResult,
} from '../../../shared/schemas/import';
import { schemaResolver } from '../form';
import { checkImportMutation, runImportMutation } from '../queries';
import { formatCount, plural } from '../../../shared/words';
import './lifecycle.css';
import { officialsMessages } from '../../../shared/officials-messages';

/** Rows listed under each problem; the rest are counted (the official fixes the pattern, not each row). */
const ROWS_SHOWN = 10;

const text = officialsMessages.importPanel;
const ksh = (amount: number) => amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
      {group.rows.length > ROWS_SHOWN ? (
        <p className="adm-import-more">{text.more(plural(group.rows.length - ROWS_SHOWN, 'more row'))}</p>
      ) : null}
    </li>
  );
}

/** The form: the chosen file's bytes (base64), how it writes ambiguous dates, and "don't message these". */
interface ImportFields {
  file: string | null;
  dateOrder: ImportDateOrder | 'ask';
  quiet: boolean;
}
/** The API's body for a check (a dry run); the same fields import. */
const toBody = ({ file, dateOrder, quiet }: ImportFields) => ({
  file: file ?? undefined,
  quiet,
  ...(dateOrder === 'ask' ? {} : { dateOrder }),
});
// The schema names a missing file 'csv' (the API also takes the text); the form has one file field.
const fileField = (path: string) => (path === 'csv' ? 'file' : path);

export default function ImportPanel() {
  const form = useForm<ImportFields>({
    resolver: schemaResolver(memberImportSchema, (values) => ({ ...toBody(values), dryRun: true }), fileField),
    defaultValues: { file: null, dateOrder: 'ask', quiet: false },
  });
  const [file, dateOrder] = useWatch({ control: form.control, name: ['file', 'dateOrder'] });
  const fileError = form.formState.errors.file?.message;
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  /** What the shown result was checked with: importing needs the same file and date order. */
  const [checked, setChecked] = useState<{ file: string; dateOrder: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const failed = (error: Error) => setNotice(error instanceof ApiError ? error.message : String(error));
  const checking = useMutation(checkImportMutation);
  const check = (values: ImportFields, onError?: (error: Error) => void) =>
    checking.mutate(
      { ...toBody(values), file: values.file! },
      {
        onSuccess(answer) {
          setResult(answer);
          setChecked({ file: values.file!, dateOrder: values.dateOrder });
        },
        onError,
      },
    );
  const importing = useMutation({
    ...runImportMutation,
    onSuccess(answer) {
      setResult(answer);
      setChecked(null);
      setNotice(answer.message ?? null);
    },
  });
  const run = (dryRun: boolean) =>
    form.handleSubmit((values) => {
      setNotice(null);
      if (dryRun) return check(values, failed);
      importing.mutate(
        { ...toBody(values), file: values.file! },
        {
          onError(error) {
            failed(error);
            // A refused import: the members changed since the check; show what the check says now.
            if (
              error instanceof ApiError &&
              (error.code === ERROR_CODES.importRefused || error.code === ERROR_CODES.importConflict)
            )
              check(values);
          },
        },
      );
    })();
  const busy = checking.isPending || importing.isPending;

  const current = checked !== null && checked.file === file && checked.dateOrder === dateOrder;
  const canImport = result !== null && current && result.errors.length === 0 && result.valid > 0;
  return (
    <section className="adm-panel adm-import-form" aria-label={text.label}>
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
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'import-file-error' : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (!chosen) return;
            setFileName(chosen.name);
            setResult(null);
            setNotice(null);
            // Nothing to check until the new file is read (not the previous one meanwhile).
            form.setValue('file', null);
            // Checked at once: a file over the size limit is refused before anything is sent.
            void readBase64(chosen).then(
              (bytes) => form.setValue('file', bytes, { shouldValidate: true }),
              (error: unknown) => setNotice(String(error)),
            );
          }}
        />
      </label>{' '}
      {fileName ? <span className="adm-import-file">{fileName}</span> : null}
      {fileError ? (
        <p id="import-file-error" className="adm-field-error" role="alert">
          {fileError}
        </p>
      ) : null}
      <label className="adm-import-option">
        {text.dateOrder}{' '}
        <select {...form.register('dateOrder')}>
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
          {result && canImport ? text.importN(plural(result.valid, 'member')) : text.import}
        </button>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      {result ? (
        <>
          <p className="adm-import-summary">
            <span>{plural(result.rows, 'row')}</span>
            <span>{text.ready(formatCount(result.valid))}</span>
            <span className={result.errors.length ? 'is-bad' : ''}>{plural(result.errors.length, 'problem')}</span>
          </p>
          {result.ambiguousDates ? <p className="adm-import-warning">{text.ambiguous}</p> : null}
          {current && result.messaging.members > 0 ? (
            <div className="adm-import-messaging">
              <p>
                {text.messaging(
                  plural(result.messaging.members, 'SMS', 'SMS'),
                  plural(result.messaging.members, 'imported member'),
                  ksh(result.messaging.costKsh),
                )}
              </p>
              <label>
                <input type="checkbox" {...form.register('quiet')} /> {text.quiet}
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
