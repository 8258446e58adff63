import { Icon, type IconProps } from './Icon';

export function IconChevronUp(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m18 15-6-6-6 6" />
    </Icon>
  );
}
