import type { Slide } from '@ott/contracts/channel';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { HeroCarousel } from './HeroCarousel';

const slide = (id: number, image: string): Slide => ({ id, slidable_type: 'main', slidable_id: null, title: `Slide ${id}`, subtitle: null, image, link: '/upcoming', weight: 10 - id });

function renderHero(slides: Slide[]) {
  const { container } = render(
    <MemoryRouter>
      <HeroCarousel slides={slides} />
    </MemoryRouter>,
  );
  const slideNodes = () => [...container.querySelectorAll<HTMLElement>('.hero__slide')];
  return { slideNodes };
}

beforeAll(() => initI18n('en'));

describe('home hero', () => {
  it("shows each slide's own picture in a reserved 16:9 frame", () => {
    const { slideNodes } = renderHero([slide(1, 'data:image/svg+xml;base64,AAAA'), slide(2, '/media/slides/2.jpg')]);
    const images = slideNodes().map((node) => node.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('src'))).toEqual(['data:image/svg+xml;base64,AAAA', '/media/slides/2.jpg']);
    expect(images[0]).toHaveAttribute('width', '1280');
    expect(images[0]).toHaveAttribute('height', '720');
  });

  it('lays a slide without a picture out as text, with no empty frame', () => {
    const { slideNodes } = renderHero([slide(1, '')]);
    expect(slideNodes()[0]?.querySelector('.hero__art')).toBeNull();
    expect(slideNodes()[0]).toHaveClass('hero__slide--text');
    expect(screen.getByRole('heading', { name: 'Slide 1' })).toBeInTheDocument();
  });

  it('drops the frame of a picture that fails to load', () => {
    const { slideNodes } = renderHero([slide(1, '/media/missing.jpg'), slide(2, '/media/ok.jpg')]);
    fireEvent.error(slideNodes()[0]!.querySelector('img')!);
    expect(slideNodes()[0]?.querySelector('.hero__art')).toBeNull();
    expect(slideNodes()[1]?.querySelector('.hero__art img')).toHaveAttribute('src', '/media/ok.jpg');
  });
});
