import type { ResourceGroup } from '@shopforge/contracts';
import { useId } from 'react';
import { useDashboard } from '../context';
import { type Access, SCOPE_GROUPS } from '../scopes';

/**
 * Scopes grouped by resource: for each, no access, read, or read and write. Only what the
 * member's own token holds is offered (the API refuses the rest anyway: no escalation).
 */
export function ScopePicker({
  value,
  onChange,
  legend = 'Scopes',
}: {
  value: ReadonlyMap<ResourceGroup, Access>;
  onChange: (next: Map<ResourceGroup, Access>) => void;
  legend?: string;
}) {
  const { capabilities } = useDashboard();
  const id = useId();
  const offered = SCOPE_GROUPS.filter(({ group }) => capabilities.readable.includes(group));
  return (
    <fieldset className="scope-picker">
      <legend>{legend}</legend>
      <div className="scope-grid">
        {offered.map(({ group, label }) => {
          const selectId = `${id}-${group}`;
          return (
            <div className="scope-row" key={group}>
              <label htmlFor={selectId}>{label}</label>
              <select
                id={selectId}
                name={group}
                value={value.get(group) ?? 'none'}
                onChange={(event) => {
                  const next = new Map(value);
                  next.set(group, event.target.value as Access);
                  onChange(next);
                }}
              >
                <option value="none">No access</option>
                <option value="read">Read ({group}.read)</option>
                {capabilities.writable.includes(group) ? (
                  <option value="write">Read and write ({group}.write)</option>
                ) : null}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
