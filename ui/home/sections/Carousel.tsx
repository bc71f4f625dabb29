import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { Slide } from '../../../core/home/home-data';
import { Chevron } from './Chevron';
import { SlideFrame } from './SlideFrame';
import styles from './slider.module.css';

export const SLIDE_INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The main slides (WAI-ARIA carousel pattern): advances every 5 s in the browser, pauses while the
 * pointer is over it or focus is inside it, and stays still for shoppers who asked for less motion
 * or pressed pause. The server renders the first slide; hydration starts the same.
 */
export function Carousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const active = count ? index % count : 0;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.hidden) return;
      setIndex((i) => (i + 1) % count);
    }, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.slider_label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const current = i === active;
          return (
            <div
              key={`${slide.id}-${i}`}
              className={`${styles.slide} ${current ? styles.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide_label', { current: i + 1, total: count })}
              aria-hidden={current ? undefined : true}
              inert={!current}
            >
              <SlideFrame slide={slide} priority={i === 0} />
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('home.previous_slide')} onClick={() => go(active - 1)}>
            <Chevron back />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('home.next_slide')} onClick={() => go(active + 1)}>
            <Chevron />
          </button>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.toggle}
              aria-label={playing ? t('home.pause_slider') : t('home.play_slider')}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? (
                <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false"><path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" fill="currentColor" /></svg>
              ) : (
                <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false"><path d="M3 1.5l7 4.5-7 4.5z" fill="currentColor" /></svg>
              )}
            </button>
            <div className={styles.dots}>
              {slides.map((slide, i) => (
                <button
                  key={`${slide.id}-${i}`}
                  type="button"
                  className={styles.dot}
                  aria-label={t('home.go_to_slide', { number: i + 1 })}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
