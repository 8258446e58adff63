import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './qr-code.css';

/**
 * A QR code of `value` a scanner or phone camera can read (the loan token, the app's access link,
 * a title's address), drawn as an SVG path from the modules uqr computes (no markup from a
 * string). `label` names the image for assistive technology; callers show the value as text too.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    // Quiet zone of 4 modules, as the QR standard asks, so scanners find the code's edges.
    const qr = encode(value, { ecc: 'M', border: 4 });
    const parts: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), size: qr.size };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000000" />
    </svg>
  );
}
