import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';

/** Slides shown side by side below a viewport width. */
export interface CarouselBreakpoint {
  maxWidth: number;
  perView: number;
}

export interface CarouselProps {
  /** The accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Slides in view at full width. */
  perView: number;
  /** Fewer slides on narrow screens, widest breakpoint first. */
  breakpoints?: CarouselBreakpoint[];
  /** Wrap around at the ends (next at the end returns to the start). */
  loop?: boolean;
  /** Advance automatically every this many milliseconds (paused on hover, focus or by the user). */
  autoplayMs?: number;
  /** Duration of one scroll, in milliseconds. */
  speedMs?: number;
  gap?: string;
  /** Holds the autoplay (a playing video ad) without the customer's pause. */
  hold?: boolean;
  /** Each change of this number moves one step forward (a video ad that ended). */
  advanceSignal?: number;
}

const Region = styled.section`
  position: relative;
`;

const Track = styled.ul<{ $perView: number; $breakpoints: CarouselBreakpoint[]; $gap: string }>`
  --per-view: ${({ $perView }) => $perView};
  list-style: none;
  margin: 0;
  padding: 0.25rem 0.125rem 0.5rem;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - ${({ $gap }) => $gap} * (var(--per-view) - 1)) / var(--per-view));
  gap: ${({ $gap }) => $gap};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  > li {
    scroll-snap-align: start;
    min-width: 0;
  }
  ${({ $breakpoints }) =>
    $breakpoints.map((bp) => `@media (max-width: ${bp.maxWidth}px) { --per-view: ${bp.perView}; }`).join('\n')}
`;

/**
 * The previous/next row shows only when the slides outnumber the slides in view. It is decided by
 * the same media queries that size the slides, so it is right in the first frame: deciding it after
 * a measure took the row away under the customer's finger and moved everything below it.
 */
const Controls = styled.div<{ $count: number; $perView: number; $breakpoints: CarouselBreakpoint[] }>`
  display: ${({ $count, $perView }) => ($count > $perView ? 'flex' : 'none')};
  ${({ $count, $breakpoints }) =>
    $breakpoints
      .map((bp) => `@media (max-width: ${bp.maxWidth}px) { display: ${$count > bp.perView ? 'flex' : 'none'}; }`)
      .join('\n')}
  justify-content: flex-end;
  gap: 0.5rem;
  margin-bottom: 0.25rem;
`;

/** A previous, next or pause button's size; the skeleton keeps a row of it free. */
const CONTROL_SIZE = '36px';

const ControlButton = styled.button`
  width: ${CONTROL_SIZE};
  height: ${CONTROL_SIZE};
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

/** The buttons' height, kept free while the slides load. */
const ControlsRoom = styled.div`
  height: ${CONTROL_SIZE};
`;

/** The placeholder slides do not scroll: a scroller would take keyboard focus inside a hidden subtree. */
const SkeletonTrack = styled(Track)`
  overflow: hidden;
`;

/** Whether a carousel of `count` slides wraps around: only when it has more than `moreThan`. */
export function carouselLoops(count: number, moreThan: number): boolean {
  return count > moreThan;
}

/** Where the next (direction 1) or previous (-1) step scrolls to, wrapping when `loop` is on. */
export function nextScrollLeft(
  current: number,
  pageWidth: number,
  maxScroll: number,
  direction: 1 | -1,
  loop: boolean,
): number {
  const atEnd = current >= maxScroll - 2;
  const atStart = current <= 2;
  if (direction === 1 && atEnd) return loop ? 0 : maxScroll;
  if (direction === -1 && atStart) return loop ? maxScroll : 0;
  return Math.max(0, Math.min(maxScroll, current + direction * pageWidth));
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function animateScroll(element: HTMLElement, to: number, durationMs: number) {
  const from = element.scrollLeft;
  if (durationMs <= 0 || prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
    element.scrollLeft = to;
    return;
  }
  // Snapping would fight the animation: it is switched off while the slide moves.
  element.style.scrollSnapType = 'none';
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / durationMs);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    element.scrollLeft = from + (to - from) * eased;
    if (t < 1) requestAnimationFrame(step);
    else element.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
}

/** A slide counts as in view when this much of it shows inside the row. */
const IN_VIEW_RATIO = 0.95;

/**
 * Whether the row's first and last slides are in view, as an IntersectionObserver on the two tells it.
 * Measuring the row's scroll width after each render instead forced a layout of the whole page for
 * every carousel on it. Until the observer answers (or without one) both buttons stay enabled.
 */
function useRowEdges(trackRef: RefObject<HTMLUListElement | null>, count: number) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild;
    const last = track?.lastElementChild;
    if (!track || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((current) => {
          let { atStart, atEnd } = current;
          for (const entry of entries) {
            const inView = entry.intersectionRatio >= IN_VIEW_RATIO;
            if (entry.target === first) atStart = inView;
            if (entry.target === last) atEnd = inView;
          }
          return atStart === current.atStart && atEnd === current.atEnd ? current : { atStart, atEnd };
        }),
      { root: track, threshold: [0, IN_VIEW_RATIO, 1] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [trackRef, count]);
  return edges;
}

/**
 * Whether any of the carousel shows in the viewport. Until the observer answers it counts as out of
 * view; without an IntersectionObserver it is always in view.
 */
function useInViewport(ref: RefObject<HTMLElement | null>) {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * A horizontal row of slides: native scroll snapping (touch and trackpad work as usual), previous and
 * next buttons, optional wrap-around and autoplay with a pause button.
 */
export function Carousel({
  label,
  children,
  perView,
  breakpoints = [],
  loop = false,
  autoplayMs,
  speedMs = 400,
  gap = '1rem',
  hold = false,
  advanceSignal = 0,
}: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const slides = Children.toArray(children);

  const edges = useRowEdges(trackRef, slides.length);

  const go = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const max = track.scrollWidth - track.clientWidth;
      animateScroll(track, nextScrollLeft(track.scrollLeft, track.clientWidth, max, direction, loop), speedMs);
    },
    [loop, speedMs],
  );

  const lastSignal = useRef(advanceSignal);
  useEffect(() => {
    if (advanceSignal === lastSignal.current) return;
    lastSignal.current = advanceSignal;
    go(1);
  }, [advanceSignal, go]);

  // Out of view it waits: each slide's move repaints the row, which on a phone costs battery for
  // nothing anyone sees.
  const inView = useInViewport(regionRef);
  const autoplaying = Boolean(autoplayMs) && !paused && !hold && !hovered && inView && slides.length > 1;
  useEffect(() => {
    if (!autoplaying || !autoplayMs) return;
    const timer = window.setInterval(() => go(1), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplaying, autoplayMs, go]);

  return (
    <Region
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Controls $count={slides.length} $perView={perView} $breakpoints={breakpoints}>
        {autoplayMs ? (
          <ControlButton
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? `Play ${label}` : `Pause ${label}`}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </ControlButton>
        ) : null}
        <ControlButton
          type="button"
          onClick={() => go(-1)}
          disabled={!loop && edges.atStart}
          aria-label={`Previous ${label}`}
        >
          <span aria-hidden="true">‹</span>
        </ControlButton>
        <ControlButton type="button" onClick={() => go(1)} disabled={!loop && edges.atEnd} aria-label={`Next ${label}`}>
          <span aria-hidden="true">›</span>
        </ControlButton>
      </Controls>
      <Track
        ref={trackRef}
        $perView={perView}
        $breakpoints={breakpoints}
        $gap={gap}
        aria-live={autoplaying ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => (
          <li key={isValidElement(slide) && slide.key !== null ? slide.key : index}>{slide}</li>
        ))}
      </Track>
    </Region>
  );
}

export interface CarouselSkeletonProps {
  /** The loading status's accessible name. */
  label: string;
  /** How many slides the skeleton shows: the buttons' row is kept where that many would not fit. */
  slides: number;
  /** One slide's placeholder, the size of a real slide. */
  slide: ReactNode;
  perView: number;
  breakpoints?: CarouselBreakpoint[];
  gap?: string;
}

/**
 * A carousel's place while its slides load: the buttons' row and the slides laid out by the
 * carousel's own rules, so the section does not grow when the slides arrive.
 */
export function CarouselSkeleton({
  label,
  slides,
  slide,
  perView,
  breakpoints = [],
  gap = '1rem',
}: CarouselSkeletonProps) {
  return (
    <Region role="status" aria-busy="true" aria-label={label}>
      <Controls $count={slides} $perView={perView} $breakpoints={breakpoints} aria-hidden="true">
        <ControlsRoom />
      </Controls>
      <SkeletonTrack as="div" $perView={perView} $breakpoints={breakpoints} $gap={gap} aria-hidden="true">
        {Array.from({ length: slides }, (_, index) => (
          <div key={index}>{slide}</div>
        ))}
      </SkeletonTrack>
    </Region>
  );
}
