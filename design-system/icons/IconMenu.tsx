import { Icon, type IconProps } from './Icon';

export function IconMenu(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </Icon>
  );
}
