import { Svg, type IconProps } from './Svg';

/** A shopping cart. */
export function CartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="18" cy="20" r="1.4" />
      <path d="M2.5 3.5h2.8l2.4 11a2 2 0 0 0 2 1.6h8a2 2 0 0 0 2-1.5l1.6-7.1H6.1" />
    </Svg>
  );
}
