// Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned.
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => (row[c] ?? '').length)));
  const numeric = header.map(
    (_, c) => rows.length > 0 && rows.every((row) => /^[\d.,%-]*$/.test(row[c] ?? '')),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (numeric[c] ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
