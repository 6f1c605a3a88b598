import { useId, useState } from 'react';

/**
 * A secret the API hands out once (a new key, a webhook or client secret): shown in a read-only
 * field with a copy button, and said plainly that it will not be shown again.
 */
export function Secret({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      setCopied('failed');
    }
  };
  return (
    <div className="secret">
      <label htmlFor={id}>{label}</label>
      <div className="secret-row">
        <input id={id} readOnly value={value} spellCheck={false} onFocus={(event) => event.target.select()} />
        <button type="button" onClick={copy}>
          Copy
        </button>
      </div>
      <p className="hint" role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'failed'
            ? 'Selected: press Ctrl+C (⌘C) to copy.'
            : 'Shown only now: copy it before you close this.'}
      </p>
    </div>
  );
}
