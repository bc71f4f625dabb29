import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react-i18n';
import type { Slide } from '../../../core/home/home-data';
import { useService } from '../../app/services';
import { sourceLink } from '../../banners/source-link';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CommonStore } from '../../app/common-store';
import styles from './slider.module.css';

/** One slide's image with its title over it, linked to its source when it has one. */
export const SlideFrame = observer(function SlideFrame({ slide, priority = false }: { slide: Slide; priority?: boolean }) {
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const href = sourceLink(slide);
  const title = slide.title?.trim();
  const body = (
    <>
      <img
        className={styles.image}
        src={common.imageUrl(slide.image)}
        // The title is the caption; without one the image still needs a name as the link's content.
        alt={title ? '' : t('home.slider_label')}
        width={1200}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      {title ? <span className={styles.caption}>{title}</span> : null}
    </>
  );
  return href ? (
    <LocalizedLink to={href} className={styles.frame}>{body}</LocalizedLink>
  ) : (
    <div className={styles.frame}>{body}</div>
  );
});
