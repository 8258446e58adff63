import {
  Heading as AriaHeading,
  type HeadingProps as AriaHeadingProps,
} from 'react-aria-components';
import { cx } from '../utils/classNames';
import { heading } from './Heading.css';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
const sizeForLevel: Record<number, Size> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'xs', 6: 'xs' };

export interface HeadingProps extends AriaHeadingProps {
  /** Heading level (h1-h6). @default 3 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Visual size on the type scale, independent of the level. @default derived from level */
  size?: Size;
}

/** A heading whose look (size) is independent of its place in the outline (level). */
export function Heading({ level = 3, size, className, ...props }: HeadingProps) {
  return (
    <AriaHeading
      level={level}
      className={cx(heading({ size: size ?? sizeForLevel[level] }), className)}
      {...props}
    />
  );
}
