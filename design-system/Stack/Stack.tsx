import { Box, type BoxProps } from '../Box/Box';
import { cx } from '../utils/classNames';
import * as styles from './Stack.css';

type Sprinkle<K extends keyof BoxProps> = BoxProps[K];

export interface StackProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems'
> {
  /**
   * Space between the children: a token, or one per width (`{ mobile: 'sm', desktop: 'lg' }`).
   * @default 'md'
   */
  gap?: Sprinkle<'gap'>;
  /** How the children line up across the column (per width as well). @default 'stretch' */
  align?: Sprinkle<'alignItems'>;
}

/**
 * Children one under the other, a token of space apart. A `Box` with the column already set, so
 * every other `Box` prop (padding, element, width...) still applies.
 */
export function Stack({ gap = 'md', align = 'stretch', className, ...rest }: StackProps) {
  return <Box {...rest} gap={gap} alignItems={align} className={cx(styles.stack, className)} />;
}
