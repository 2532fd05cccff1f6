/** Rows per INSERT: large enough to be fast, far below PostgreSQL's 65,535 bind parameters. */
export const CHUNK = 250;

/** Inserts rows in chunks and concatenates what each chunk returns. */
export async function insertChunked<T, R>(
  rows: readonly T[],
  insert: (chunk: T[]) => PromiseLike<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    out.push(...(await insert(rows.slice(i, i + CHUNK))));
  }
  return out;
}

export async function runChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}
