import type { HomeData, Slide } from '../../../core/home/home-data';
import { Carousel } from './Carousel';
import { SlideFrame } from './SlideFrame';
import styles from './slider.module.css';

/** The main carousel with the right-top and right-bottom slides beside it (≥ 992 px) or under it. */
export function SliderSection({ slider }: { slider: HomeData['slider'] | null | undefined }) {
  const main = slider?.main ?? [];
  const side = [slider?.right_top, slider?.right_bottom].filter((s): s is Slide => s != null);
  if (main.length === 0 && side.length === 0) return null;
  return (
    <div className={`${styles.slider} ${main.length && side.length ? styles.withSide : ''}`} data-section="slider">
      {main.length ? <Carousel slides={main} /> : null}
      {side.length ? (
        <div className={styles.side}>
          {side.map((slide) => (
            <div key={slide.id} className={styles.sideItem}>
              <SlideFrame slide={slide} priority={main.length === 0} />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
