import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

/**
 * Operator Markdown for mail: markdown-it with raw HTML off (source HTML is shown as text, never as elements) and
 * links and images limited to http(s) and mailto (no javascript:, data: or relative addresses, which mean nothing in
 * an inbox). The same source also gives the plain-text part.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

/** Safe HTML of the body (no wrapper). */
export function markdownToHtml(source: string): string {
  return markdown.render(source);
}

function inlineText(token: Token): string {
  let text = '';
  const links: Array<{ href: string; start: number }> = [];
  for (const child of token.children ?? []) {
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
    else if (child.type === 'link_open') links.push({ href: child.attrGet('href') ?? '', start: text.length });
    else if (child.type === 'link_close') {
      const link = links.pop();
      // A bare address (linkified or <…>) is already its own text.
      if (link && link.href && text.slice(link.start) !== link.href && `mailto:${text.slice(link.start)}` !== link.href) text += ` (${link.href})`;
    } else if (child.type === 'image') {
      const src = child.attrGet('src') ?? '';
      text += child.content ? `${child.content} (${src})` : src;
    }
  }
  return text;
}

/** The plain-text part: paragraphs apart, list items marked, links as "text (address)". */
export function markdownToText(source: string): string {
  const blocks: Array<{ text: string; list: number | null }> = [];
  let outerLists = 0;
  const push = (text: string) => blocks.push({ text, list: lists.length > 0 ? outerLists : null });
  const lists: Array<{ ordered: boolean; next: number }> = [];
  let quoteDepth = 0;
  let itemStart = false;
  for (const token of markdown.parse(source, {})) {
    switch (token.type) {
      case 'bullet_list_open':
        if (lists.length === 0) outerLists += 1;
        lists.push({ ordered: false, next: 0 });
        break;
      case 'ordered_list_open':
        if (lists.length === 0) outerLists += 1;
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open':
        itemStart = true;
        break;
      case 'blockquote_open':
        quoteDepth += 1;
        break;
      case 'blockquote_close':
        quoteDepth -= 1;
        break;
      case 'hr':
        push('———');
        break;
      case 'fence':
      case 'code_block':
        push(token.content.replace(/\n$/, ''));
        break;
      case 'inline': {
        let text = inlineText(token);
        const list = lists.at(-1);
        if (list) {
          const indent = '  '.repeat(lists.length - 1);
          if (itemStart) {
            const marker = list.ordered ? `${list.next++}.` : '-';
            text = `${indent}${marker} ${text}`;
          } else text = `${indent}  ${text}`;
          itemStart = false;
        }
        if (quoteDepth > 0) text = text.split('\n').map((line) => `${'> '.repeat(quoteDepth)}${line}`).join('\n');
        push(text);
        break;
      }
      default:
    }
  }
  // Items of one list stay on consecutive lines; other blocks are paragraphs apart.
  return blocks.map((block, index) => (index === 0 ? '' : block.list !== null && blocks[index - 1]?.list === block.list ? '\n' : '\n\n') + block.text).join('');
}
