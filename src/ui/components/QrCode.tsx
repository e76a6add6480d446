import { useEffect, useState } from 'react';

/**
 * A QR code drawn as SVG from the encoder's module matrix (no markup from the data is ever
 * injected). The encoder loads on demand: it is not part of the first load.
 */
export function QrCode({ value, label, size = 148 }: { value: string; label: string; size?: number }) {
  const [matrix, setMatrix] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(value, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [value]);

  if (!matrix) return <div className="portage-qr portage-skeleton" style={{ width: size, height: size }} />;
  const n = matrix.length;
  let path = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="portage-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}
