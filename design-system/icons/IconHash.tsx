import { Icon, type IconProps } from './Icon';

export function IconHash(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 9h16M4 15h16M10 3L8 21M16 3l-2 18" />
    </Icon>
  );
}
