import MarkdownToJsx, { type MarkdownToJSX } from 'markdown-to-jsx';
import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isAppPath, safeHref } from './markdown-links';

function MarkdownLink({ href, children, title }: { href?: string; children?: ReactNode; title?: string }) {
  // The sanitizer has already emptied an unsafe href: what it named stays as plain text.
  if (!href) return <>{children}</>;
  if (isAppPath(href))
    return (
      <Link to={href} title={title}>
        {children}
      </Link>
    );
  return (
    <a href={href} title={title} target={href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** `#` in the source is a section of the page it sits in, one level (or `offset` levels) under the page's own heading. */
function headingOverrides(offset: number): MarkdownToJSX.Overrides {
  const overrides: MarkdownToJSX.Overrides = {};
  for (let level = 1; level <= 6; level += 1) {
    const tag = `h${Math.min(6, level + offset)}`;
    overrides[`h${level}`] = { component: ({ children, id }: { children?: ReactNode; id?: string }) => createElement(tag, { id }, children) };
  }
  return overrides;
}

function markdownOptions(headingOffset: number): MarkdownToJSX.Options {
  return {
    // Source HTML is shown as the text it is, never turned into elements (no <script>, no onerror=).
    disableParsingRawHTML: true,
    forceBlock: true,
    forceWrapper: true,
    wrapper: 'div',
    // Every URL (links, images) passes the same allow-list; null drops the attribute.
    sanitizer: (value) => safeHref(value) ?? null,
    overrides: { ...headingOverrides(headingOffset), a: { component: MarkdownLink } },
  } as MarkdownToJSX.Options;
}

interface MarkdownProps {
  source: string;
  /** Added to heading levels so a page's `#` sits under its own h1. */
  headingOffset?: number;
  className?: string;
}

/** Renders operator Markdown as React elements; no HTML from the source ever reaches the DOM. */
export function Markdown({ source, headingOffset = 1, className = 'prose' }: MarkdownProps) {
  const options = useMemo(() => markdownOptions(headingOffset), [headingOffset]);
  return (
    <MarkdownToJsx className={className} options={options}>
      {source}
    </MarkdownToJsx>
  );
}
