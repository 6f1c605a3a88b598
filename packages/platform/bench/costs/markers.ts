/** The generated part of docs/performance.md lives between these; the rest is edited by hand. */
export const START_MARKER = '<!-- cost-table:start -->';
export const END_MARKER = '<!-- cost-table:end -->';

/**
 * `document` with the text between the markers replaced by `generated`. Throws unless each
 * marker appears exactly once and in order: rewriting a guessed place would clobber prose.
 */
export function replaceBetweenMarkers(document: string, generated: string): string {
  const start = document.indexOf(START_MARKER);
  const end = document.indexOf(END_MARKER);
  const once = (marker: string, at: number) => at !== -1 && document.indexOf(marker, at + 1) === -1;
  if (!once(START_MARKER, start) || !once(END_MARKER, end) || end < start) {
    throw new Error(`expected ${START_MARKER} then ${END_MARKER}, each exactly once`);
  }
  const before = document.slice(0, start + START_MARKER.length);
  const after = document.slice(end);
  return `${before}\n${generated.trim()}\n${after}`;
}
