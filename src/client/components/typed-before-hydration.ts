/**
 * Public forms are prerendered: on a slow phone the form is visible, and typed into, seconds
 * before React hydrates it. React keeps the state it rendered (empty), so whatever the visitor
 * typed would be replaced by it. These helpers read the named fields of such a form once, before
 * React's first commit has touched them, so the page can take the typed values into its state.
 *
 * The values are read twice: when the page's code first runs (before hydration starts) and in
 * the hydrating render's layout effect (anything typed while the code was loading). Later values win.
 */
import { useLayoutEffect, type RefObject } from 'react';

export type TypedValues = Record<string, string | boolean>;

/**
 * Reads the named fields of the first form matching `selector` now (call it at module level, when
 * the page's code loads) and hands them out once: a later visit of the page in the same tab must
 * not get them again.
 */
export function readTypedValues(selector: string): () => TypedValues {
  const form = typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>(selector);
  let values: TypedValues | null = form ? valuesOf(form) : null;
  return () => {
    const taken = values ?? {};
    values = null;
    return taken;
  };
}

function valuesOf(form: HTMLFormElement): TypedValues {
  const values: TypedValues = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement))
      continue;
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked) values[element.name] = true;
    } else if (element instanceof HTMLInputElement && element.type === 'file') {
      continue;
    } else if (element.value !== '') {
      values[element.name] = element.value;
    }
  }
  return values;
}

/**
 * Calls `onTyped` once after the first render with what the visitor typed before hydration
 * (`early`, read when the code loaded, overlaid with what the form holds now), when anything.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLFormElement | null>,
  early: () => TypedValues,
  onTyped: (values: TypedValues) => void,
): void {
  useLayoutEffect(() => {
    const values = { ...early(), ...(ref.current ? valuesOf(ref.current) : {}) };
    if (Object.keys(values).length) onTyped(values);
    // Once, on the hydrating render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
