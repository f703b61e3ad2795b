import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { safeHref } from './markdown-links';

function renderMarkdown(source: string, headingOffset?: number) {
  const router = createMemoryRouter([{ path: '/', element: <Markdown source={source} headingOffset={headingOffset} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, links, bold, italics, code and rules', () => {
    const { container } = renderMarkdown(
      '# Season\n\nWatch **every** game, *live* or `on demand`.\n\n- Live\n- On demand\n\n1. Pick\n2. Play\n\n---\n\nSee [passes](/packages), [mail](mailto:a@b.c) or [the league](https://league.example).',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Season' })).toBeInTheDocument();
    expect(screen.getByText('every').tagName).toBe('STRONG');
    expect(screen.getByText('live').tagName).toBe('EM');
    expect(screen.getByText('on demand').tagName).toBe('CODE');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(container.querySelector('ol')?.textContent).toBe('PickPlay');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'passes' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: 'passes' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.c');
    expect(screen.getByRole('link', { name: 'the league' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'the league' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts a single line in a paragraph inside the given class', () => {
    const { container } = renderMarkdown('Just one line');
    expect(container.querySelector('div.prose > p')?.textContent).toBe('Just one line');
  });

  it('shifts heading levels by the offset, never past h6', () => {
    renderMarkdown('# One\n\n##### Five', 2);
    expect(screen.getByRole('heading', { level: 3, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Five' })).toBeInTheDocument();
  });

  it('shows source HTML as text: no script, no img with onerror, no event attributes', () => {
    const { container } = renderMarkdown('<img src=x onerror=alert(1)>\n\n<script>alert(2)</script>\n\n<a href="https://x.example" onclick="alert(3)">x</a>');
    expect(container.querySelector('img, script, [onerror], [onclick]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('drops javascript:, data: and protocol-relative links, keeping their text', () => {
    const { container } = renderMarkdown('[click](javascript:alert(1)) [data](data:text/html,hi) [far](//evil.example) [sneaky](JaVaScRiPt:alert(1)) <javascript:alert(1)>');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('click');
    expect(container.textContent).toContain('far');
  });

  it('keeps images only from safe addresses', () => {
    const { container } = renderMarkdown('![logo](https://cdn.example/logo.png) ![bad](javascript:alert(1)) ![worse](data:image/svg+xml,<svg onload=alert(1)>)');
    const sources = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toContain('https://cdn.example/logo.png');
    expect(sources.every((src) => src === null || src === 'https://cdn.example/logo.png')).toBe(true);
  });

  it('allows only web, mail, phone and same-site links', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('tel:+15550100')).toBe('tel:+15550100');
    expect(safeHref('/faq')).toBe('/faq');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('/\\evil.example')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref(' javascript:alert(1)')).toBeUndefined();
  });
});
