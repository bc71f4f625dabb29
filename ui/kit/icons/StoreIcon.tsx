import { Svg, type IconProps } from './Svg';

/** A shop front (sellers). */
export function StoreIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 9 5.5 4h13L20 9M4 9v11h16V9M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M10 20v-5h4v5" />
    </Svg>
  );
}
