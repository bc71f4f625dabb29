import { Svg, type IconProps } from './Svg';

/** A downward chevron (opens a dropdown). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}
