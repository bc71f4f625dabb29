import { Svg, type IconProps } from './Svg';

/** The social network's round blue badge with its lower-case "f". */
export function FacebookIcon(props: IconProps) {
  return (
    <Svg stroke="none" {...props}>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path
        d="M13.3 22v-7.2h2.4l.4-2.8h-2.8v-1.8c0-.8.2-1.4 1.4-1.4h1.5V6.3a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8V12H7.9v2.8h2.4V22z"
        fill="#fff"
      />
    </Svg>
  );
}
