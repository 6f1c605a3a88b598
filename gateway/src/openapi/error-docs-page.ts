import { ERROR_CODES, ERROR_DOCS, ERROR_DOCS_PATH, statusOf } from '@shopforge/errors';
import { escapeHtml } from '../public/html';
import { docsPageStart } from './docs-page';

export { ERROR_DOCS_PATH };

/** No script, no style sheet but its own inline one: the page is text and anchors. */
export const ERROR_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `code` spans for the backticked parts of a doc sentence, everything escaped. */
const withCode = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_all, inner: string) => `<code>${inner}</code>`);

/**
 * `/docs/errors`: every error code of both APIs, its HTTP status, why it happens and what to do,
 * each at `#CODE` (where every error's `doc_url` points), generated from `ERROR_DOCS`.
 */
export function errorDocsPageHtml(): string {
  const sections = ERROR_CODES.map((code) => {
    const doc = ERROR_DOCS[code];
    return `<section id="${code}">
<h2><a href="#${code}">${code}</a> <small>HTTP ${statusOf(code)}</small></h2>
<p><strong>Cause.</strong> ${withCode(doc.cause)}</p>
<p><strong>Fix.</strong> ${withCode(doc.fix)}</p>
</section>`;
  }).join('\n');
  const index = ERROR_CODES.map((code) => `<a href="#${code}">${code}</a>`).join(' · ');
  return `${docsPageStart('Shopforge error codes')}<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
h2{font-size:1.15rem;margin:2rem 0 .25rem}h2 a{color:inherit;text-decoration:none}
small{color:#6b7280;font-weight:normal}code{background:#f3f4f6;padding:0 .2rem;border-radius:3px}
section:target{background:#fef9c3;margin:0 -1rem;padding:.25rem 1rem}nav{font-size:.85rem}
</style>
</head>
<body>
<h1>Error codes</h1>
<p>Every error of the Developer API and the Reseller API leaves as
<code>{"error": {"code", "message", "doc_url", "request_id", "details"?, "subcode"?}}</code>.
<code>doc_url</code> links to the code's entry here; quote <code>request_id</code> (also the
<code>X-Request-Id</code> header) when you report a problem. The API reference is at <a href="/docs">/docs</a>.</p>
<nav>${index}</nav>
${sections}
</body>
</html>
`;
}
