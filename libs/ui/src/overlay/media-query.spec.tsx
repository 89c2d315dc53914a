import { act, render, screen } from '@testing-library/react';
import { useIsMobile, useIsPiecesMobile, useMediaQuery } from './media-query';

// A window.matchMedia for a given width, answering max-width queries and telling listeners.
function fakeWindowWidth(initial: number) {
  let width = initial;
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return (next: number) => {
    width = next;
    act(() => lists.forEach((entry) => entry.listeners.forEach((listener) => listener())));
  };
}

function Probe() {
  const system = useIsMobile();
  const pieces = useIsPiecesMobile();
  return <p>{`system:${String(system)} pieces:${String(pieces)}`}</p>;
}

describe('media query hooks', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is mobile mode at 768 px or less, and the pieces switch at 767 px', () => {
    const resize = fakeWindowWidth(1024);
    render(<Probe />);
    expect(screen.getByText('system:false pieces:false')).toBeInTheDocument();
    resize(768);
    expect(screen.getByText('system:true pieces:false')).toBeInTheDocument();
    resize(767);
    expect(screen.getByText('system:true pieces:true')).toBeInTheDocument();
    resize(769);
    expect(screen.getByText('system:false pieces:false')).toBeInTheDocument();
  });

  it('is false where the browser has no matchMedia', () => {
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
    function Plain() {
      return <p>{String(useMediaQuery('(max-width: 767px)'))}</p>;
    }
    render(<Plain />);
    expect(screen.getByText('false')).toBeInTheDocument();
  });
});
