import { observer } from 'mobx-react-lite';
import { useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { Lightbox } from '../kit/lightbox/Lightbox';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { CommonStore } from '../app/common-store';
import { ProductViewModel } from './product-view-model';
import styles from './product.module.css';

export const GALLERY_IMAGE_SIZE = 600;

/**
 * The product images: the large one with a hover magnifier, thumbnails to switch, and a zoom
 * lightbox (click, Enter or Space on the image) that arrow keys page through.
 */
export const Gallery = observer(function Gallery() {
  const vm = useService(ProductViewModel);
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const product = vm.product!;
  const images = product.images.length > 0 ? product.images.map((entry) => entry.image) : [product.image];
  const index = Math.min(vm.imageIndex, images.length - 1);
  const current = common.imageUrl(images[index]);
  const total = images.length;

  const track = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setLens({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };
  const page = (event: KeyboardEvent) => {
    // Images run in reading order, so the arrow that points forward depends on the direction.
    const rtl = document.documentElement.dir === 'rtl' || event.currentTarget.closest('[dir="rtl"]') !== null;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) vm.showImage(index + 1);
    else if (event.key === back) vm.showImage(index - 1);
  };

  return (
    <section className={styles.gallery} aria-label={t('product.detail.gallery')}>
      <button
        type="button"
        className={styles.stage}
        aria-label={`${t('product.detail.zoom')}: ${t('product.detail.image_of', { index: index + 1, total })}`}
        onClick={() => setZoomed(true)}
        onMouseMove={track}
        onMouseLeave={() => setLens(null)}
        onKeyDown={page}
      >
        <img className={styles.stageImage} src={current} alt={product.title} width={GALLERY_IMAGE_SIZE} height={GALLERY_IMAGE_SIZE} fetchPriority="high" />
        {lens ? (
          <span
            className={styles.lens}
            aria-hidden="true"
            style={{ backgroundImage: `url("${current}")`, backgroundPosition: `${lens.x}% ${lens.y}%` } as CSSProperties}
          />
        ) : null}
      </button>
      {total > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={`${image}-${i}`}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.thumbActive : ''}`}
                aria-label={t('product.detail.show_image', { index: i + 1 })}
                aria-pressed={i === index}
                onClick={() => vm.showImage(i)}
              >
                <img src={common.thumbUrl(image)} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Lightbox title={product.title} images={images.map((image) => common.imageUrl(image))} index={index} onIndex={(i) => vm.showImage(i)} onClose={() => setZoomed(false)} />
      ) : null}
    </section>
  );
});
