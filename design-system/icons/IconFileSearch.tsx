import { Icon, type IconProps } from './Icon';

export function IconFileSearch(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 2v6h6" />
      <path d="M4.27 21a2 2 0 0 0 1.73 1H18a2 2 0 0 0 2-2V8l-6-6H6a2 2 0 0 0-2 2v3" />
      <circle cx="5" cy="14" r="3" />
      <path d="M9 18l-1.5-1.5" />
    </Icon>
  );
}
