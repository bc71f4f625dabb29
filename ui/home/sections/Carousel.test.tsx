// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render-harness';
import { makeSlide } from '../../test-support/data-factories';
import { Carousel, SLIDE_INTERVAL_MS } from './Carousel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slides = () => [makeSlide({ title: 'One' }), makeSlide({ title: 'Two' }), makeSlide({ title: 'Three' })];

// The visible slide is the one not made inert.
const current = () => screen.getAllByRole('group', { hidden: true }).find((el) => !el.hasAttribute('inert'))?.textContent;

describe('Carousel', () => {
  it('is a named carousel of slides, starting with the first', async () => {
    await renderWithApp(<Carousel slides={slides()} />);
    const region = screen.getByRole('region', { name: 'Featured offers' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toBeTruthy();
    expect(current()).toBe('One');
  });

  it('advances every 5 seconds and wraps around', async () => {
    vi.useFakeTimers();
    await renderWithApp(<Carousel slides={slides()} />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe('Two');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('One');
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    vi.useFakeTimers();
    await renderWithApp(<Carousel slides={slides()} />);
    const region = screen.getByRole('region', { name: 'Featured offers' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toBe('One');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe('Two');
  });

  it('pauses while focus is inside it', async () => {
    vi.useFakeTimers();
    await renderWithApp(<Carousel slides={slides()} />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('One');
  });

  it('moves with the previous and next buttons and the dots', async () => {
    await renderWithApp(<Carousel slides={slides()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Three');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('One');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe('Two');
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('stops and starts with the pause button', async () => {
    vi.useFakeTimers();
    await renderWithApp(<Carousel slides={slides()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => screen.getByRole('button', { name: 'Play the slide show' }).blur());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('One');
  });

  it('stays still for shoppers who prefer reduced motion', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    await renderWithApp(<Carousel slides={slides()} />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('One');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeTruthy();
  });

  it('shows no controls for a single slide', async () => {
    await renderWithApp(<Carousel slides={[makeSlide()]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps hidden slides out of reach of keyboard and screen readers', async () => {
    await renderWithApp(<Carousel slides={slides()} />);
    const hidden = screen.getAllByRole('group', { hidden: true }).filter((el) => el.hasAttribute('inert'));
    expect(hidden).toHaveLength(2);
    for (const el of hidden) expect(el.getAttribute('aria-hidden')).toBe('true');
  });

  it('translates its controls', async () => {
    await renderWithApp(<Carousel slides={slides()} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'الشريحة 1 من 3' })).toBeTruthy();
  });
});
