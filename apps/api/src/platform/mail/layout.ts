/** Escapes text for HTML e-mail bodies. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Wraps paragraphs and one call-to-action link into a simple, accessible HTML e-mail. */
export function renderMailHtml(options: {
  lang: string;
  title: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
  /** A second, quiet link under the footer (a newsletter's unsubscribe link). */
  unsubscribe?: { label: string; url: string };
}): string {
  const { lang, title, paragraphs, action, footer, unsubscribe } = options;
  const unsubscribeLine = unsubscribe
    ? `\n<p style="margin:12px 0 0;font-size:13px"><a href="${escapeHtml(unsubscribe.url)}" style="color:#2b6a36">${escapeHtml(unsubscribe.label)}</a></p>`
    : '';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f2;font-family:Arial,Helvetica,sans-serif;color:#1b2a1f">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2b6a36">Toulky</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2b6a36;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4a5a4e;word-break:break-all">${escapeHtml(action.url)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#4a5a4e">${escapeHtml(footer)}</p>${unsubscribeLine}
</div></body></html>`;
}
