import { useState } from 'react';
import { safeImageUrl } from '../../lib/format';

/** A token or network logo; initials when the logo is missing, unsafe or fails to load. */
export function Logo({ src, label, size = 28 }: { src: string | undefined; label: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = safeImageUrl(src);
  if (!url || failed) {
    return (
      <span
        className="portage-logo portage-logo-fallback"
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        {label.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="portage-logo"
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
