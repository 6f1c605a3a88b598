/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Marks markup as already safe, so `html` does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A template tag that escapes every interpolated value unless it is SafeHtml (or a list of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const part = Array.isArray(value)
      ? value.map((item) => (item instanceof SafeHtml ? item.value : escapeHtml(item))).join('')
      : value instanceof SafeHtml
        ? value.value
        : value === null || value === undefined || value === false
          ? ''
          : escapeHtml(value);
    out += part + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

const STYLE = `
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f5f6f8;color:#1c1e21;margin:0}
main{max-width:560px;margin:40px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px #0001}
h1{font-size:1.4rem;margin:0 0 4px}.muted{color:#666;font-size:.9rem}
table{width:100%;border-collapse:collapse;margin:20px 0}td{padding:6px 0;border-bottom:1px solid #eee}td.num{text-align:right}
tr.total td{font-weight:600;border-bottom:0}
button{font-size:1rem;padding:10px 18px;border-radius:8px;border:0;background:#2d5bff;color:#fff;cursor:pointer;margin:4px 4px 4px 0}
button.secondary{background:#e8eaf0;color:#1c1e21}select{font-size:1rem;padding:8px;border-radius:6px}
.notice{padding:12px;border-radius:8px;background:#eef4ff;margin:16px 0}.error{background:#fdecec;color:#8a1c1c}
code{background:#f0f1f4;padding:2px 6px;border-radius:4px;word-break:break-all}li{margin:6px 0}
`;

/** One whole page: no scripts at all, inline styles only (see the CSP the routes send). */
export function page(title: string, body: SafeHtml, options: { refreshSeconds?: number } = {}): string {
  const refresh = options.refreshSeconds
    ? html`<meta http-equiv="refresh" content="${options.refreshSeconds}">`
    : '';
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">${refresh}<title>${title}</title><style>${new SafeHtml(STYLE)}</style></head>
<body><main>${body}</main></body></html>`.value;
}
