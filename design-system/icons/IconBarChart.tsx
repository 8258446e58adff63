import { Icon, type IconProps } from './Icon';

export function IconBarChart(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 20V10M12 20V4M6 20v-6" />
    </Icon>
  );
}
