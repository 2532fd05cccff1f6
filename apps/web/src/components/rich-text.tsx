import { Fragment, type ReactNode } from 'react';

/** A translated text whose {{name}} placeholders are filled with elements (links, emphasis). */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <Fragment key={index}>{values[part] ?? part}</Fragment> : part,
      )}
    </>
  );
}
