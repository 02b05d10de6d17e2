/**
 * The UPI payment QR any UPI app scans (`upi://pay?pa=…&pn=…&cu=INR`), drawn as SVG from uqr's module
 * matrix: no canvas, no HTML injection, crisp at any size, and dark modules on white in both themes
 * because scanners expect that contrast. Medium error correction survives a slightly dirty screen.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

const QUIET_ZONE = 4;

export function UpiQrCode({ uri, label }: { uri: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(uri, { ecc: 'M', border: 0 });
    const modules = qr.data.flatMap((row, y) =>
      row.map((dark, x) => (dark ? `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z` : '')),
    );
    return { path: modules.join(''), size: qr.size + 2 * QUIET_ZONE };
  }, [uri]);
  return (
    <svg
      className="upi-qr"
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
