/**
 * What the content lists have in common: their load's states, the buttons of a row, delete after
 * confirmation, and the Cancel/Save buttons of an edit modal.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { notify } from '../notices';
import { ConfirmDialog } from '../ui';

/** The list, or why there is none yet: a failed load (with a retry), the load, nothing to show. */
export function ListState({
  query,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<unknown[]>;
  loading: string;
  /** The message when nothing is shown, or null when there is something. */
  empty: string | null;
  children: ReactNode;
}) {
  if (query.isError && !query.data)
    return (
      <div className="adm-card" role="alert">
        <p>{query.error.message || 'Could not load the list. Check your connection and try again.'}</p>
        <button type="button" className="adm-btn" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  if (query.isPending) return <p role="status">{loading}</p>;
  if (empty !== null) return <p className="cnt-muted">{empty}</p>;
  return children;
}

/** A row's action: "Edit", "Delete"…, named with what it acts on for screen readers ("Edit Youth Day"). */
export function RowButton(props: {
  label: string;
  of: string;
  onClick: () => void;
  small?: boolean;
  danger?: boolean;
  disabled?: boolean;
}) {
  const classes = ['adm-btn', props.small ? 'cnt-btn-small' : '', props.danger ? 'cnt-btn-danger' : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={`${props.label} ${props.of}`}
    >
      {props.label}
    </button>
  );
}

/**
 * Delete with confirmation: `ask(item)` opens the dialog, which `dialog` renders; confirming runs
 * the delete as a mutation that invalidates the list. `deleting` is the item being deleted.
 */
export function useConfirmedDelete<T>(options: {
  remove: (item: T) => Promise<unknown>;
  invalidates: readonly QueryKey[];
  title: string;
  text: (item: T) => string;
  deleted: (item: T) => string;
}) {
  const [asked, ask] = useState<T | null>(null);
  const remove = useMutation({
    mutationFn: options.remove,
    meta: { invalidates: options.invalidates },
    onSuccess(_done, item) {
      notify(options.deleted(item));
      ask(null);
    },
    onError: (error) => notify(error.message || 'Could not delete. Please try again.', 'error'),
  });
  const dialog = asked ? (
    <ConfirmDialog
      title={options.title}
      text={options.text(asked)}
      confirmLabel="Delete"
      busy={remove.isPending}
      onCancel={() => ask(null)}
      onConfirm={() => remove.mutate(asked)}
    />
  ) : null;
  return { ask, dialog, deleting: remove.isPending ? remove.variables : null };
}

/** An edit modal's footer: Cancel, the buttons in between (if any), and the submit of `form`. */
export function ModalButtons(props: {
  form: string;
  pending: boolean;
  label: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <button type="button" className="adm-btn" onClick={props.onCancel}>
        Cancel
      </button>
      {props.children}
      <button type="submit" form={props.form} className="adm-btn adm-btn-primary" disabled={props.pending}>
        {props.pending ? 'Saving…' : props.label}
      </button>
    </>
  );
}
