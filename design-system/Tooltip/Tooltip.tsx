import {
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { withClassName } from '../utils/classNames';
import { tooltip } from './Tooltip.css';

export { TooltipTrigger };

export interface TooltipProps extends AriaTooltipProps {
  /** @default 6 */
  offset?: number;
}

/**
 * A short hint shown on hover and keyboard focus, dismissed with Escape. Never put essential
 * information only in a tooltip. Use inside `<TooltipTrigger>` after a focusable trigger.
 */
export function Tooltip({ offset = 6, className, ...props }: TooltipProps) {
  return <AriaTooltip offset={offset} {...props} className={withClassName(className, tooltip)} />;
}
