import { Box, type BoxProps } from '../Box/Box';
import { cx } from '../utils/classNames';
import * as styles from './Cluster.css';

type Sprinkle<K extends keyof BoxProps> = BoxProps[K];

export interface ClusterProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'
> {
  /**
   * Space between the children, across and between lines: a token, or one per width
   * (`{ mobile: 'xs', tablet: 'md' }`).
   * @default 'sm'
   */
  gap?: Sprinkle<'gap'>;
  /** How the children line up within a line (per width as well). @default 'center' */
  align?: Sprinkle<'alignItems'>;
  /** Where each line's children sit along it (per width as well). @default 'flex-start' */
  justify?: Sprinkle<'justifyContent'>;
}

/**
 * Children side by side, wrapping onto more lines when they do not fit (buttons, tags, a
 * title's actions). A `Box` with the wrapping row already set.
 */
export function Cluster({
  gap = 'sm',
  align = 'center',
  justify = 'flex-start',
  className,
  ...rest
}: ClusterProps) {
  return (
    <Box
      {...rest}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      className={cx(styles.cluster, className)}
    />
  );
}
