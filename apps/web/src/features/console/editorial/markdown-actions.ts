export type MarkdownAction =
  | 'bold'
  | 'italic'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'numberedList'
  | 'quote'
  | 'link';

interface Edit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const WRAPS: Partial<Record<MarkdownAction, string>> = { bold: '**', italic: '_' };
const LINE_PREFIXES: Partial<Record<MarkdownAction, (index: number) => string>> = {
  heading2: () => '## ',
  heading3: () => '### ',
  bulletList: () => '- ',
  numberedList: (index) => `${index + 1}. `,
  quote: () => '> ',
};

/**
 * What a toolbar button does to the text and its selection: wraps the selection (bold, italic; again removes it),
 * prefixes each selected line (headings, lists, quote), or makes the selection a link's text with the address selected.
 */
export function applyMarkdown(text: string, start: number, end: number, action: MarkdownAction): Edit {
  const selected = text.slice(start, end);
  const wrap = WRAPS[action];
  if (wrap) {
    const before = text.slice(start - wrap.length, start);
    const after = text.slice(end, end + wrap.length);
    if (before === wrap && after === wrap) {
      return {
        text: text.slice(0, start - wrap.length) + selected + text.slice(end + wrap.length),
        selectionStart: start - wrap.length,
        selectionEnd: end - wrap.length,
      };
    }
    return {
      text: text.slice(0, start) + wrap + selected + wrap + text.slice(end),
      selectionStart: start + wrap.length,
      selectionEnd: end + wrap.length,
    };
  }
  const prefix = LINE_PREFIXES[action];
  if (prefix) {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const block = text.slice(lineStart, end);
    const lines = block.split('\n').map((line, index) => prefix(index) + line.replace(/^(#{1,6} |- |\d+\. |> )/, ''));
    const replaced = lines.join('\n');
    return {
      text: text.slice(0, lineStart) + replaced + text.slice(end),
      selectionStart: lineStart,
      selectionEnd: lineStart + replaced.length,
    };
  }
  const label = selected || 'odkaz';
  const url = 'https://';
  const link = `[${label}](${url})`;
  const urlStart = start + label.length + 3;
  return {
    text: text.slice(0, start) + link + text.slice(end),
    selectionStart: urlStart,
    selectionEnd: urlStart + url.length,
  };
}
