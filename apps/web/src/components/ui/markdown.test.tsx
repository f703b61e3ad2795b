import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { parseMarkdown, safeHref } from './markdown-parser';

function renderMarkdown(source: string) {
  const router = createMemoryRouter([{ path: '/', element: <Markdown source={source} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, links and bold', () => {
    renderMarkdown('# Season\n\nWatch **every** game.\n\n- Live\n- On demand\n\n1. Pick\n2. Play\n\nSee [passes](/packages) or [mail](mailto:a@b.c).');
    expect(screen.getByRole('heading', { level: 2, name: 'Season' })).toBeInTheDocument();
    expect(screen.getByText('every').tagName).toBe('STRONG');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'passes' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.c');
  });

  it('never turns source HTML or script links into markup', () => {
    const { container } = renderMarkdown('<img src=x onerror=alert(1)> [click](javascript:alert(1)) <script>alert(2)</script>');
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('allows only web, mail, phone and same-site links', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('/faq')).toBe('/faq');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(parseMarkdown('---')).toEqual([{ kind: 'rule' }]);
  });
});
