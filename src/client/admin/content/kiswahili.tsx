/**
 * The editors' optional Kiswahili version (docs/content.md, "Kiswahili versions"): a collapsible
 * section under the English fields, open when the item has a version, and the mark the lists
 * show beside each item. The dashboard is English; these words are in the officials' catalogue.
 */
import type { ReactNode } from 'react';
import { officialsMessages } from '../../../shared/officials-messages';

const words = officialsMessages.contentKiswahili;

export function KiswahiliSection({
  open,
  onToggle,
  help,
  children,
}: {
  open: boolean;
  onToggle?: (open: boolean) => void;
  help: string;
  children: ReactNode;
}) {
  return (
    <details className="cnt-sw" open={open} onToggle={(e) => onToggle?.(e.currentTarget.open)}>
      <summary>{words.section}</summary>
      <p className="cnt-help">{help}</p>
      {children}
    </details>
  );
}

/** "Kiswahili" or "English only", for the lists. */
export function KiswahiliMark({ has }: { has: boolean }) {
  return (
    <span className={`cnt-lang${has ? '' : ' is-missing'}`} title={has ? words.hasTitle : words.lacksTitle}>
      {has ? words.has : words.lacks}
    </span>
  );
}
