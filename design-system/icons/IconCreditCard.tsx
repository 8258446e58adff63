import { Icon, type IconProps } from './Icon';

export function IconCreditCard(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="1" y="4" width="22" height="16" rx="2" ry="2" />
      <path d="M1 10h22" />
    </Icon>
  );
}
