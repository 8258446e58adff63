import { lazy, Suspense, type ComponentProps } from 'react';
import type { QrCode } from './qr-code';
import * as styles from './qr-code.css';

const QrCodeDrawn = lazy(async () => ({ default: (await import('./qr-code')).QrCode }));

/**
 * `QrCode` on a page where the code is not what the visit is for (a title's address, below its
 * record): its encoder (12 KB) comes after the page, and its box keeps its place till then.
 */
export function LazyQrCode(props: ComponentProps<typeof QrCode>) {
  return (
    <Suspense fallback={<svg className={styles.qr} aria-hidden="true" />}>
      <QrCodeDrawn {...props} />
    </Suspense>
  );
}
