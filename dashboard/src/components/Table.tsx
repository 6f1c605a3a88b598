import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Hidden below 600 px, to keep narrow screens readable. */
  secondary?: boolean;
}

/**
 * A table in a focusable region that scrolls sideways on its own, so a narrow screen never
 * scrolls the whole page; keyboard users can scroll it too.
 */
export function Table<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  actions,
}: {
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
  /** A last "Actions" column with each row's buttons; leave it out when the member may not write. */
  actions?: ((row: T) => ReactNode) | null;
}) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  const shown = actions ? [...columns, actionColumn(actions)] : columns;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col" className={column.secondary ? 'secondary' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {shown.map((column) => (
                <td key={column.header} className={column.secondary ? 'secondary' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function actionColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { header: 'Actions', cell: (row) => <div className="row-actions">{cell(row)}</div> };
}
