/** Small, dumb building blocks of the dashboard: modal, confirmation, pager, avatar, photo field, notice. */
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { hasNextPage, hasPreviousPage, showingRange } from '../../shared/paging';
import { plural } from '../../shared/words';

export function Modal({
  title,
  onClose,
  children,
  footer,
  unsaved = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  /**
   * The form in it has changes not yet saved: Escape, a tap beside the modal or its × then ask
   * before throwing them away (an official typing an update on a phone brushes the backdrop
   * easily). Its own Cancel button still discards at once: that is asked for by name.
   */
  unsaved?: boolean;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (unsaved ? setAsking(true) : onClose());
  // Sees this render's `unsaved` and `asking` without re-attaching the listener on every keystroke.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    // While the question is open, Escape belongs to it (its <dialog> answers "keep editing").
    if (event.key !== 'Escape' || asking) return;
    // Handled here: without this, the browser's own handling of the same key press would
    // cancel the question's <dialog> the moment it opens.
    event.preventDefault();
    requestClose();
  });
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    const onKey = (event: KeyboardEvent) => onEscape(event);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return (
    <div className="adm-overlay" onMouseDown={(event) => event.target === event.currentTarget && requestClose()}>
      <div className="adm-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <div className="adm-modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="adm-icon-btn" aria-label="Close" onClick={requestClose}>
            ×
          </button>
        </div>
        <div className="adm-modal-body">{children}</div>
        <div className="adm-modal-foot">{footer}</div>
      </div>
      {asking ? (
        <ConfirmDialog
          title="Discard your changes?"
          text="What you changed in this form has not been saved."
          cancelLabel="Keep editing"
          confirmLabel="Discard changes"
          onCancel={() => setAsking(false)}
          onConfirm={onClose}
        />
      ) : null}
    </div>
  );
}

/** A confirmation on the native <dialog>: focus trap, Escape (= cancel) and the top layer for free. */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="adm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The browser would close the <dialog> itself; React unmounts it instead.
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <p>{props.text}</p>
      <div className="adm-dialog-actions">
        <button type="button" className="adm-btn" onClick={props.onCancel}>
          {props.cancelLabel ?? 'Cancel'}
        </button>
        <button type="button" className="adm-btn adm-btn-danger-outline" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

export function ConfirmModal(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className="adm-btn" onClick={props.onCancel}>
            Cancel
          </button>
          <button type="button" className="adm-btn adm-btn-danger" disabled={props.busy} onClick={props.onConfirm}>
            {props.busy ? (props.busyLabel ?? 'Deleting...') : props.confirmLabel}
          </button>
        </>
      }
    >
      {props.children}
      {props.error ? (
        <p className="adm-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </Modal>
  );
}

/** The table footer: "Showing a to b of n members" with Previous and Next. `noun` is singular. */
export function Pager(props: {
  page: number;
  pageSize: number;
  count: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const { from, to } = showingRange(props.page, props.pageSize, props.count, props.total);
  return (
    <div className="adm-pager">
      <span>
        Showing {from} to {to} of {plural(props.total, props.noun)}
      </span>
      <span className="adm-pager-buttons">
        <button
          type="button"
          className="adm-btn"
          disabled={!hasPreviousPage(props.page)}
          onClick={() => props.onPage(props.page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="adm-btn"
          disabled={!hasNextPage(props.page, props.pageSize, props.total)}
          onClick={() => props.onPage(props.page + 1)}
        >
          Next
        </button>
      </span>
    </div>
  );
}

function Avatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  if (src) return <img className="adm-avatar" src={src} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className="adm-avatar adm-avatar-letter" style={{ width: size, height: size }} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** A person's photo (or initial) and name, cut with an ellipsis and whole in the title; `children` go under it. */
export function PersonSummary({
  name,
  photo,
  className = '',
  children,
}: {
  name: string;
  photo: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Avatar name={name} src={photo} />
      <div className={`adm-person-text ${className}`}>
        <div className="adm-person-name" title={name}>
          {name}
        </div>
        {children}
      </div>
    </>
  );
}

/** A labelled form field with its help text and error. */
export function Field(props: { label: string; error?: string | undefined; children: ReactNode; help?: string; htmlFor: string }) {
  return (
    <div className="adm-field">
      <label className="adm-label" htmlFor={props.htmlFor}>
        {props.label}
      </label>
      {props.children}
      {props.help ? <p className="adm-help">{props.help}</p> : null}
      {props.error ? (
        <p className="adm-field-error" id={`${props.htmlFor}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="adm-loading" role="status">
      <span className="adm-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
