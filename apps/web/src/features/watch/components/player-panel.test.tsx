import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerPanel } from './PlayerPanel';

describe('the player panel', () => {
  it('shows the poster under its message, and drops a poster that fails to load instead of a broken picture', () => {
    const { container, rerender } = render(<PlayerPanel poster="/media/demo/court/poster.jpg">Get access to watch it.</PlayerPanel>);
    const poster = container.querySelector('img.player-panel__poster');
    expect(poster).toHaveAttribute('src', '/media/demo/court/poster.jpg');
    // The largest thing the screen paints loads ahead of the page's other pictures.
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    fireEvent.error(poster!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Get access to watch it.');
    // Another event's poster is tried afresh.
    rerender(<PlayerPanel poster="/media/demo/bars/poster.jpg">Get access to watch it.</PlayerPanel>);
    expect(container.querySelector('img.player-panel__poster')).toHaveAttribute('src', '/media/demo/bars/poster.jpg');
  });
});
