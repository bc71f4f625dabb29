import { Svg, type IconProps } from './Svg';

/** Three bars (menu). */
export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}
