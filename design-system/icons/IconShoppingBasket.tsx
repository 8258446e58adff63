import { Icon, type IconProps } from './Icon';

export function IconShoppingBasket(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 11l4-7M19 11l-4-7M2 11h20" />
      <path d="M3.5 11l1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4" />
      <path d="M9 11l1 9M15 11l-1 9M4.5 15.5h15" />
    </Icon>
  );
}
