import { Svg, type IconProps } from './Svg';

/** A door with an arrow leaving it (sign out). */
export function LogoutIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
    </Svg>
  );
}
