import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PREVIEW_MESSAGE } from '@mintfront/domain';
import { PreviewFrame } from './preview-frame.tsx';

const STORE = 'http://localhost:8080';
const SRC = `${STORE}/s/shop/?preview=1`;
afterEach(() => vi.restoreAllMocks());

function setup(view: unknown = { page: { kind: 'home' } }) {
  const onPath = vi.fn();
  const result = render(
    <PreviewFrame src={SRC} view={view} mode="light" title="Preview" onPath={onPath} />,
  );
  const frame = screen.getByTitle('Preview') as HTMLIFrameElement;
  const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  const say = (
    origin: string,
    source: MessageEventSource | null,
    type: string = PREVIEW_MESSAGE.ready,
    path?: string,
  ) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, source, data: { type, path } }));
    });
  return { ...result, frame, post, say, onPath };
}

describe('the theme editor’s preview frame (postMessage, exact origin both ways)', () => {
  it('sends the view to the storefront’s exact origin, never *, once the frame says it listens', () => {
    const view = { page: { kind: 'home' } };
    const { frame, post, say } = setup(view);
    expect(post).not.toHaveBeenCalled();
    say(STORE, frame.contentWindow);
    expect(post).toHaveBeenCalledWith({ type: PREVIEW_MESSAGE.view, view, mode: 'light' }, STORE);
    expect(post.mock.calls.every((call) => (call as unknown[])[1] === STORE)).toBe(true);
  });

  it('ignores "ready" from another origin or from a window other than its frame', () => {
    const { frame, post, say, onPath } = setup();
    say('http://evil.test', frame.contentWindow);
    say('http://localhost:8081', frame.contentWindow);
    say(STORE, window);
    say(STORE, frame.contentWindow, 'something-else');
    say('http://evil.test', frame.contentWindow, PREVIEW_MESSAGE.ready, '/nft/7');
    expect(post).not.toHaveBeenCalled();
    expect(onPath).not.toHaveBeenCalled();
  });

  it('learns which store page the frame opened (a link followed inside it)', () => {
    const { frame, say, onPath } = setup();
    say(STORE, frame.contentWindow, PREVIEW_MESSAGE.ready, '/nft/7');
    expect(onPath).toHaveBeenCalledWith('/nft/7');
  });

  it('pushes each new view (an edit) at once, with the mode being edited', () => {
    const { frame, post, say, rerender, onPath } = setup({ n: 1 });
    say(STORE, frame.contentWindow);
    rerender(
      <PreviewFrame src={SRC} view={{ n: 2 }} mode="dark" title="Preview" onPath={onPath} />,
    );
    expect(post).toHaveBeenLastCalledWith(
      { type: PREVIEW_MESSAGE.view, view: { n: 2 }, mode: 'dark' },
      STORE,
    );
  });
});
