import { Icon, type IconProps } from './Icon';

export function IconBookmark(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    </Icon>
  );
}
