import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('draws headings, paragraphs, lists, bold and italic', () => {
    const { container } = render(
      <Markdown source={'# Licence\n\nYou **may** use it\nin *print*.\n\n## Not allowed\n\n- Reselling the file\n- Sharing it\n\nEnd.'} headingLevel={2} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Licence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Not allowed' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('may');
    expect(container.querySelector('em')).toHaveTextContent('print');
    expect(screen.getByText(/You/).closest('p')).toHaveTextContent('You may use it in print.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Reselling the file', 'Sharing it']);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it("puts a text's top headings at headingLevel, '##' when it uses no '#'", () => {
    render(<Markdown source={'## Personal licence\n\nYou may:\n\n- print it'} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Personal licence' })).toBeInTheDocument();
  });

  it('shows HTML as text, never as markup', () => {
    const source = '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> **<b>bold</b>**\n\n- <a href="javascript:alert(3)">link</a>';
    const { container } = render(<Markdown source={source} />);
    expect(container.querySelector('script, img, b, a')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container.querySelector('strong')).toHaveTextContent('<b>bold</b>');
    expect(container.querySelector('li')).toHaveTextContent('<a href="javascript:alert(3)">link</a>');
    expect(container.innerHTML).toContain('&lt;script&gt;');
  });
});
