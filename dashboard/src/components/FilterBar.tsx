import type { ReactNode } from 'react';

/**
 * The filters above a list, in one row that wraps. With `onApply` they are a form with a Filter
 * button (for text typed in full first); without, each control applies as it changes.
 */
export function FilterBar({
  children,
  onApply,
}: {
  children: ReactNode;
  onApply?: (data: FormData) => void;
}) {
  if (!onApply) return <div className="filters">{children}</div>;
  return (
    <form
      className="filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(new FormData(event.currentTarget));
      }}
    >
      {children}
      <button type="submit" className="secondary">
        Filter
      </button>
    </form>
  );
}
