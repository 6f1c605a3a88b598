import type { MailBlock, MailBranding, MailDocument } from './document';

const DEFAULT_ACCENT = '#4f46e5';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const DEFAULT_LANG = 'en';
/**
 * A BCP 47 tag's shape (`en`, `de-CH`, `zh-Hant-TW`): only that reaches the attribute, so it needs
 * no escaping; anything else falls back to the default.
 */
const LANG_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Only http(s) links go into a mail: a `javascript:` or `data:` URL from stored data never does. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function blockHtml(block: MailBlock, accent: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'goods': {
      const items = block.items
        .map(
          (item) =>
            `<li style="margin:4px 0"><code style="font-family:ui-monospace,Menlo,Consolas,monospace;background:#f3f4f6;padding:2px 6px;border-radius:4px;white-space:pre-wrap;word-break:break-all">${escapeHtml(item)}</code></li>`,
        )
        .join('');
      const note = block.note
        ? `<p style="margin:4px 0 0;color:#4b5563;white-space:pre-wrap">${escapeHtml(block.note)}</p>`
        : '';
      return `<div style="margin:0 0 16px"><p style="margin:0 0 4px;font-weight:600">${escapeHtml(block.title)}</p>${items ? `<ul style="margin:0;padding-left:20px">${items}</ul>` : ''}${note}</div>`;
    }
    case 'button': {
      const url = safeUrl(block.url);
      if (!url) return '';
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;background:${accent};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    }
    case 'facts': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#4b5563">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${rows}</table>`;
    }
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'goods':
      return [
        block.title,
        ...block.items.map((item) => `  ${item}`),
        ...(block.note ? [block.note] : []),
      ].join('\n');
    case 'button': {
      const url = safeUrl(block.url);
      return url ? `${block.label}: ${url}` : '';
    }
    case 'facts': {
      const width = Math.max(0, ...block.rows.map(([label]) => label.length));
      return block.rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
    }
  }
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The HTML part (inline styles: mail clients drop `<style>` and scripts) and the text part. */
export function renderDocument(doc: MailDocument, branding: MailBranding): RenderedMail {
  const accent =
    branding.accentColor && HEX_COLOR.test(branding.accentColor) ? branding.accentColor : DEFAULT_ACCENT;
  const lang = doc.lang && LANG_TAG.test(doc.lang) ? doc.lang : DEFAULT_LANG;
  const body = doc.blocks.map((block) => blockHtml(block, accent)).join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.subject)}</title></head>
<body style="margin:0;padding:0;background:#f9fafb;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(doc.preheader)}</div>
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="border-top:4px solid ${accent};background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;color:#6b7280;font-size:14px">${escapeHtml(branding.shopName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(doc.heading)}</h1>
${body}
</div>
<p style="margin:16px 0 0;color:#6b7280;font-size:12px;line-height:1.5">${escapeHtml(doc.footer)}</p>
</div>
</body></html>`;
  const text = [
    branding.shopName,
    '',
    doc.heading,
    '='.repeat(Math.min(doc.heading.length, 72)),
    '',
    ...doc.blocks
      .map(blockText)
      .filter((part) => part.length > 0)
      .flatMap((part) => [part, '']),
    '--',
    doc.footer,
    '',
  ].join('\n');
  return { subject: doc.subject, html, text };
}
