import type { CSSProperties } from 'react';
import styles from './Shimmer.module.css';

interface Props {
  /** Any CSS length; defaults to the full inline size. */
  width?: string;
  /** Any CSS length; or use `aspectRatio`. */
  height?: string;
  aspectRatio?: string;
  round?: boolean;
  radius?: string;
  className?: string;
}

/** A placeholder block with a gentle sweep; hidden from assistive technology (the container says "loading"). */
export function Shimmer({ width, height, aspectRatio, round, radius, className }: Props) {
  const style: CSSProperties = {};
  if (width) style.inlineSize = width;
  if (height) style.blockSize = height;
  if (aspectRatio) style.aspectRatio = aspectRatio;
  if (radius) style.borderRadius = radius;
  const classes = [styles.block, round ? styles.round : '', className ?? ''].filter(Boolean).join(' ');
  return <span aria-hidden="true" className={classes} style={style} />;
}
