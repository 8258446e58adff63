import {
  composeRenderProps,
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import { withClassName } from '../utils/classNames';
import * as styles from './Switch.css';

export type SwitchProps = AriaSwitchProps;

/** An on/off toggle that applies at once (e.g. bold text); its label is the children. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={withClassName(className, styles.switchControl)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content}
        </>
      ))}
    </AriaSwitch>
  );
}
