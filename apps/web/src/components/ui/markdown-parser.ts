/** A deliberately small Markdown subset for operator-written content: never produces raw HTML. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'rule' };

const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

/** Only web, mail and phone links or same-site paths survive; anything else (javascript:, data:) becomes text. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  return undefined;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, strongA, strongB, emA, emB, code, linkText, href] = match;
    if (strongA ?? strongB) out.push({ kind: 'strong', children: parseInline((strongA ?? strongB) as string) });
    else if (emA ?? emB) out.push({ kind: 'em', children: parseInline((emA ?? emB) as string) });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { kind: 'link', href: safe, children: parseInline(linkText) } : { kind: 'text', text: linkText });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const UNORDERED = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const unordered = UNORDERED.exec(line);
    const ordered = ORDERED.exec(line);
    if (!line.trim()) flush();
    else if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length as 1, children: parseInline(heading[2]) });
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (unordered?.[1] !== undefined || ordered?.[1] !== undefined) {
      const isOrdered = ordered?.[1] !== undefined;
      if (paragraph.length || (list && list.ordered !== isOrdered)) flush();
      list ??= { ordered: isOrdered, items: [] };
      list.items.push((isOrdered ? ordered?.[1] : unordered?.[1]) ?? '');
    } else if (list && /^\s{2,}/.test(line)) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
