import { Svg, type IconProps } from './Svg';

/** A heart (wishlist). */
export function HeartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 20s-7.2-4.5-9.2-9A5 5 0 0 1 12 6.2 5 5 0 0 1 21.2 11c-2 4.5-9.2 9-9.2 9z" />
    </Svg>
  );
}
