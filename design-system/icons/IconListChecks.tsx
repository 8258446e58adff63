import { Icon, type IconProps } from './Icon';

export function IconListChecks(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 17l2 2 4-4" />
      <path d="M3 7l2 2 4-4" />
      <path d="M13 6h8M13 12h8M13 18h8" />
    </Icon>
  );
}
