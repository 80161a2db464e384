/** Small labelled form controls of the content editors: each shows its own error under it. */
import { useId, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { serverMessages } from '../../../shared/server-messages';
import { PHOTO_ACCEPT } from '../../../shared/photo';
import { readAsDataUrl } from './content-api';

function Wrap({
  id,
  label,
  error,
  help,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  help?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`cnt-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {help ? (
        <p className="cnt-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p className="cnt-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, help?: string) =>
  [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** What a control needs from the form: its registration (react-hook-form) and its message. */
interface Control {
  label: string;
  field: UseFormRegisterReturn;
  error?: string | undefined;
  help?: string;
  required?: boolean;
}

export function TextField({ type = 'text', ...props }: Control & { type?: 'text' | 'date' | 'time' }) {
  const id = useId();
  return (
    <Wrap id={id} label={props.label} error={props.error} help={props.help}>
      <input
        id={id}
        type={type}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.help)}
        {...props.field}
      />
    </Wrap>
  );
}

export function TextArea({ rows = 3, ...props }: Control & { rows?: number }) {
  const id = useId();
  return (
    <Wrap id={id} label={props.label} error={props.error} help={props.help}>
      <textarea
        id={id}
        rows={rows}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.help)}
        {...props.field}
      />
    </Wrap>
  );
}

export function SelectField(props: Control & { options: readonly string[] }) {
  const id = useId();
  return (
    <Wrap id={id} label={props.label} error={props.error}>
      <select
        id={id}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error)}
        {...props.field}
      >
        <option value="">Choose…</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o.charAt(0).toUpperCase() + o.slice(1)}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

/**
 * A picture: the current one (a URL) or a new one chosen from the device (a data URL), with a
 * thumbnail and a way to remove it. `value` null means no picture.
 */
export function ImageField(props: {
  label: string;
  value: string | null;
  onChange: (v: string | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [reading, setReading] = useState(false);
  return (
    <Wrap id={id} label={props.label} error={props.error} help={serverMessages.contentImageHelp}>
      <div className="cnt-image-field">
        {props.value ? <img src={props.value} alt="" className="cnt-thumb" width={96} height={72} /> : null}
        <input
          id={id}
          type="file"
          accept={PHOTO_ACCEPT}
          aria-describedby={describedBy(id, props.error, 'help')}
          onChange={(e) => {
            void (async () => {
              const file = e.target.files?.[0];
              if (!file) return;
              setReading(true);
              try {
                props.onChange(await readAsDataUrl(file));
              } finally {
                setReading(false);
              }
            })();
          }}
        />
        {reading ? <span role="status">Reading the picture…</span> : null}
        {props.value ? (
          <button type="button" className="adm-btn cnt-btn-small" onClick={() => props.onChange(null)}>
            Remove picture
          </button>
        ) : null}
      </div>
    </Wrap>
  );
}
