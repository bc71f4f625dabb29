import { Svg, type IconProps } from './Svg';

/** Two opposed arrows (compare). */
export function CompareIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7" />
    </Svg>
  );
}
