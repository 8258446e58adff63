import { Icon, type IconProps } from './Icon';

export function IconArrowLeftRight(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 3L4 7l4 4M4 7h16" />
      <path d="M16 21l4-4-4-4M20 17H4" />
    </Icon>
  );
}
