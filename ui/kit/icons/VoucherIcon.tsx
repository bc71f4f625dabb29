import { Svg, type IconProps } from './Svg';

/** A ticket (vouchers). */
export function VoucherIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4z" />
      <path d="M14 6v2M14 11v2M14 16v2" />
    </Svg>
  );
}
