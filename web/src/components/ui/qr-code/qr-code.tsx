/**
 * A QR code a phone scans (a UPI payment URI, a TRON address), drawn as SVG from uqr's module matrix:
 * no canvas, no HTML injection, crisp at any size, and dark modules on white in both themes because
 * scanners expect that contrast. Medium error correction survives a slightly dirty screen.
 */
import './qr-code.css';
import { useMemo } from 'react';
import { encode } from 'uqr';

const QUIET_ZONE = 4;

export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 0 });
    const modules = qr.data.flatMap((row, y) =>
      row.map((dark, x) => (dark ? `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z` : '')),
    );
    return { path: modules.join(''), size: qr.size + 2 * QUIET_ZONE };
  }, [value]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
