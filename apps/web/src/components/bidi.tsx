import type { ReactNode } from 'react';

/**
 * A name (product, brand, person), email, number or code shown inside text that may run the
 * other way (decision 018). The isolate takes its direction from its own first letter, so
 * "MONASTIR PAPER CO." keeps its full stop at the end inside Arabic, and it does not reorder the
 * words around it.
 *
 * `truncate` makes it one line cut with an ellipsis at its own logical end: the element that
 * clips must be the isolate itself, since an ellipsis goes at the end of the clipping element's
 * direction. It still lines up with the surrounding text (align-with-text in index.css).
 */
export function Bdi({
  children,
  truncate = false,
  className = '',
}: {
  children: ReactNode;
  truncate?: boolean;
  className?: string;
}) {
  return (
    <bdi
      dir="auto"
      className={
        `${truncate ? 'block truncate align-with-text' : ''} ${className}`.trim() || undefined
      }
    >
      {children}
    </bdi>
  );
}

/**
 * A translated sentence holding one name, such as "Hi, {{name}}" or "مرحبًا، {{name}}": the
 * name is isolated, and with `truncate` it is the part that gets cut, at its own end, while the
 * words around it stay whole.
 */
export function TextWithName({
  text,
  name,
  truncate = false,
  className = '',
}: {
  text: string;
  name: string;
  truncate?: boolean;
  className?: string;
}) {
  const [before = '', after = ''] = text.split(/\{\{\s*name\s*\}\}/);
  if (!truncate)
    return (
      <span className={className || undefined}>
        {before}
        <Bdi>{name}</Bdi>
        {after}
      </span>
    );
  // The spaces next to the name stay as text between the flex items: the flex gap shows them,
  // and the accessible name ("Hi, Amira") keeps them.
  const space = (text: string) => (/\s/.test(text) ? ' ' : '');
  return (
    <span className={`flex min-w-0 gap-x-1 whitespace-nowrap ${className}`}>
      {before.trim() && <span className="shrink-0">{before.trim()}</span>}
      {space(before.slice(-1))}
      <Bdi className="min-w-0 truncate">{name}</Bdi>
      {space(after.slice(0, 1))}
      {after.trim() && <span className="shrink-0">{after.trim()}</span>}
    </span>
  );
}
