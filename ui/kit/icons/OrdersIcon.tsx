import { Svg, type IconProps } from './Svg';

/** A parcel (orders). */
export function OrdersIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
      <path d="m3 8 9 5 9-5M12 13v8" />
    </Svg>
  );
}
