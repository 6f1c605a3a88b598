/**
 * A page's title with its one main action beside it ("Create key"); the action is left out
 * when the member's token may not write (pass `null`).
 */
export function PageHead({
  title,
  action,
}: {
  title: string;
  action: { label: string; onClick: () => void; disabled?: boolean } | null;
}) {
  return (
    <div className="page-head">
      <h1>{title}</h1>
      {action ? (
        <button type="button" onClick={action.onClick} disabled={action.disabled}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
