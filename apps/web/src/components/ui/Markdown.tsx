import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Block, type Inline } from './markdown-parser';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href} target={node.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number, headingOffset: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h2';
      return <Tag key={index}>{renderInline(block.children)}</Tag>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={index}>
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'rule':
      return <hr key={index} />;
  }
}

interface MarkdownProps {
  source: string;
  /** Added to heading levels so a page's `#` sits under its own h1. */
  headingOffset?: number;
  className?: string;
}

/** Renders operator Markdown as React elements; no HTML from the source ever reaches the DOM. */
export function Markdown({ source, headingOffset = 1, className = 'prose' }: MarkdownProps) {
  return <div className={className}>{parseMarkdown(source).map((block, index) => renderBlock(block, index, headingOffset))}</div>;
}
