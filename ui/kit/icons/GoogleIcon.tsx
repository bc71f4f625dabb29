import { Svg, type IconProps } from './Svg';

/** The four-colour "G" of the web-search company's sign-in button, drawn as four arcs and a bar. */
export function GoogleIcon(props: IconProps) {
  return (
    <Svg strokeWidth={3.2} strokeLinecap="butt" {...props}>
      <path d="M17.66 6.34A8 8 0 0 0 6.34 6.34" stroke="#EA4335" />
      <path d="M6.34 6.34A8 8 0 0 0 6.34 17.66" stroke="#FBBC05" />
      <path d="M6.34 17.66A8 8 0 0 0 17.66 17.66" stroke="#34A853" />
      <path d="M17.66 17.66A8 8 0 0 0 20 12h-7.5" stroke="#4285F4" />
    </Svg>
  );
}
