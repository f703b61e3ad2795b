import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import { Form } from '@ott/client/forms';
import { VideoField } from './VideoField';
import { VideoPicker } from './VideoPicker';
import { type VideoChoice, formatDuration, isLibraryVideo, matchesSearch, stateOf } from './video-choices';

const VIDEOS: VideoChoice[] = [
  { id: 'court', label: 'Court', poster: '/media/demo/court/poster.jpg', ready: true },
  { id: 'lib-4', label: 'Final vs Rivals', thumbnail: '/media/library/lib-4/thumbnail.jpg', ready: true, state: 'ready', progress: 100, duration: 5425 },
  { id: 'lib-7', label: 'Half-time show', ready: false, state: 'processing', progress: 42, duration: 75 },
  { id: 'lib-9', label: 'Élan interview', ready: false, state: 'queued', progress: 0, duration: null },
  { id: 'lib-11', label: 'Warm-up', ready: true, state: 'processing', progress: 80, duration: 30 },
];

function renderPicker(videos = VIDEOS, current: string | null = 'court') {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  renderScreen(<VideoPicker open title="Choose a video" videos={videos} uploadTo="/channels/varsity/media" onChoose={onChoose} onClose={onClose} current={current} />);
  return { onChoose, onClose, list: screen.getByRole('listbox', { name: 'Choose a video' }) };
}

describe('VideoPicker', () => {
  it('lists the library and the demo videos apart, with duration and state, and links to the upload screen', () => {
    const { list } = renderPicker();
    const library = within(list).getByRole('group', { name: 'Library' });
    const demo = within(list).getByRole('group', { name: 'Demo videos' });
    expect(within(library).getAllByRole('option').map((option) => option.dataset.video)).toEqual(['lib-4', 'lib-7', 'lib-9', 'lib-11']);
    expect(within(demo).getAllByRole('option').map((option) => option.dataset.video)).toEqual(['court']);
    const final = within(library).getByRole('option', { name: /Final vs Rivals/ });
    expect(final).toHaveTextContent('1:30:25');
    expect(final).toHaveTextContent('Ready');
    expect(final.querySelector('img')).toHaveAttribute('src', '/media/library/lib-4/thumbnail.jpg');
    expect(within(demo).getByRole('option', { name: /Court/ })).toHaveAttribute('aria-selected', 'true');
    // A thumbnail not made yet leaves an empty frame rather than a broken picture.
    fireEvent.error(final.querySelector('img')!);
    expect(final.querySelector('img')).toBeNull();
    expect(final.querySelector('.video-picker__thumb')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a video' })).toHaveAttribute('href', '/channels/varsity/media');
  });

  it('labels a video being made with its progress, or as queued, and says it plays once ready', () => {
    const { list } = renderPicker();
    const processing = within(list).getByRole('option', { name: /Half-time show/ });
    expect(processing).toHaveTextContent('Processing 42%');
    expect(processing).toHaveTextContent('Still being made: it plays once ready.');
    const queued = within(list).getByRole('option', { name: /Élan interview/ });
    expect(queued).toHaveTextContent('Queued');
    expect(queued).toHaveTextContent('it plays once ready');
    expect(within(list).getByRole('option', { name: /Final vs Rivals/ })).not.toHaveTextContent('plays once ready');
    // Its first quality published, a video plays while the rest is made.
    expect(within(list).getByRole('option', { name: /Warm-up/ })).toHaveTextContent('Processing 80%Plays already; the other qualities are still being made.');
  });

  it('filters by every word of the search, without minding case or accents, in both sections', async () => {
    const { list } = renderPicker();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'elan INTER');
    expect(within(list).getAllByRole('option').map((option) => option.dataset.video)).toEqual(['lib-9']);
    expect(within(within(list).getByRole('group', { name: 'Demo videos' })).getByText('No video matches this search.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search videos' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'zzz');
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
  });

  it('is driven by the keyboard: down from the search box, arrows between videos across sections, Enter chooses', async () => {
    const { onChoose } = renderPicker();
    const search = screen.getByRole('searchbox', { name: 'Search videos' });
    search.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-video', 'lib-4');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-video', 'court');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-video', 'court');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('data-video', 'lib-9');
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'lib-9' }));
  });

  it('chooses the first match with Enter in the search box, and a processing video may be chosen', async () => {
    const { onChoose } = renderPicker();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'half{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'lib-7' }));
  });

  it('reaches the list with Tab (one stop, the current video) and closes with Escape', async () => {
    const { onClose } = renderPicker();
    screen.getByRole('searchbox', { name: 'Search videos' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toHaveAttribute('data-video', 'lib-4');
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName('Upload a video');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves the demo videos out when only the library fits', () => {
    renderScreen(<VideoPicker open libraryOnly title="Choose a video" videos={VIDEOS} uploadTo="/channels/varsity/media" onChoose={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Demo videos' })).toBeNull();
    expect(screen.getAllByRole('option').map((option) => option.dataset.video)).toEqual(['lib-4', 'lib-7', 'lib-9', 'lib-11']);
  });

  it("hides a new channel's demo videos behind 'Show demo videos', off by default", async () => {
    const hidden = VIDEOS.map((video) => (isLibraryVideo(video) ? video : { ...video, hidden: true }));
    const { onChoose, list } = renderPicker(hidden, null);
    expect(within(list).queryByRole('group', { name: 'Demo videos' })).toBeNull();
    expect(within(list).getAllByRole('option').map((option) => option.dataset.video)).toEqual(['lib-4', 'lib-7', 'lib-9', 'lib-11']);
    const toggle = screen.getByRole('checkbox', { name: 'Show demo videos' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    const demo = within(list).getByRole('group', { name: 'Demo videos' });
    await userEvent.click(within(demo).getAllByRole('option')[0]!);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'court' }));
  });

  it('shows the demo videos at once on a demo channel, with no toggle', () => {
    const { list } = renderPicker();
    expect(screen.queryByRole('checkbox', { name: 'Show demo videos' })).toBeNull();
    expect(within(within(list).getByRole('group', { name: 'Demo videos' })).getAllByRole('option').map((option) => option.dataset.video)).toEqual(['court']);
  });

  it('opens with the toggle on when the chosen video is a hidden demo video', () => {
    const hidden = VIDEOS.map((video) => (isLibraryVideo(video) ? video : { ...video, hidden: true }));
    const { list } = renderPicker(hidden, 'court');
    expect(screen.getByRole('checkbox', { name: 'Show demo videos' })).toBeChecked();
    expect(within(within(list).getByRole('group', { name: 'Demo videos' })).getByRole('option', { name: /Court/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('turns the toggle on when a picker already mounted opens for a hidden demo video (replacing it)', () => {
    const hidden = VIDEOS.map((video) => (isLibraryVideo(video) ? video : { ...video, hidden: true }));
    function Harness() {
      const [current, setCurrent] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setCurrent('court')}>
            Replace Court
          </button>
          <VideoPicker open title="Choose a video" videos={hidden} uploadTo="/channels/varsity/media" onChoose={vi.fn()} onClose={vi.fn()} current={current} />
        </>
      );
    }
    renderScreen(<Harness />);
    expect(screen.getByRole('checkbox', { name: 'Show demo videos' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Replace Court' }));
    expect(screen.getByRole('checkbox', { name: 'Show demo videos' })).toBeChecked();
    expect(within(screen.getByRole('listbox', { name: 'Choose a video' })).getByRole('group', { name: 'Demo videos' })).toBeInTheDocument();
  });

  it('says the library is empty and where to upload when it is', () => {
    renderPicker([VIDEOS[0]!]);
    expect(screen.getByText('No videos in the library yet: upload one.')).toBeInTheDocument();
  });
});

function FieldForm({ onSubmit }: { onSubmit: (values: { video: string | null }) => void }) {
  const form = useForm<{ video: string | null }>({ defaultValues: { video: null } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <VideoField name="video" label="Video" videos={VIDEOS} uploadTo="/channels/varsity/media" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('VideoField', () => {
  it('puts the chosen video in the form, shows its title and state, and can be emptied again', async () => {
    const submitted = vi.fn();
    renderScreen(<FieldForm onSubmit={submitted} />);
    const field = screen.getByRole('group', { name: 'Video' });
    expect(field).toHaveTextContent('No video');
    await userEvent.click(within(field).getByRole('button', { name: 'Choose a video' }));
    await userEvent.click(screen.getByRole('option', { name: /Half-time show/ }));
    expect(field).toHaveTextContent('Half-time show');
    expect(field).toHaveTextContent('Processing 42%');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenLastCalledWith({ video: 'lib-7' });
    await userEvent.click(within(field).getByRole('button', { name: 'Remove the video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenLastCalledWith({ video: null });
  });
});

describe('video choices', () => {
  it('formats durations, reads states and matches searches', () => {
    expect([formatDuration(75), formatDuration(3725), formatDuration(null), formatDuration(0)]).toEqual(['1:15', '1:02:05', null, '0:00']);
    expect(VIDEOS.map(stateOf)).toEqual(['ready', 'ready', 'processing', 'queued', 'processing']);
    expect(stateOf({ id: 'track', label: 'Track', ready: false })).toBe('processing');
    expect(matchesSearch(VIDEOS[3]!, 'élan')).toBe(true);
    expect(matchesSearch(VIDEOS[3]!, 'lib-9')).toBe(true);
    expect(matchesSearch(VIDEOS[3]!, 'court')).toBe(false);
  });
});
