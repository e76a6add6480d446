import { useState } from 'react';
import { safeImageUrl } from '../../lib/format';

/**
 * Logos that failed to load in this page: a row scrolled or filtered back into view shows its
 * initials at once instead of asking for the image again and re-rendering when it fails again.
 */
const failedLogos = new Set<string>();

/** A token or network logo; initials when the logo is missing, unsafe or fails to load. */
export function Logo({ src, label, size = 28 }: { src: string | undefined; label: string; size?: number }) {
  const url = safeImageUrl(src);
  const [failed, setFailed] = useState(false);
  if (!url || failed || failedLogos.has(url)) {
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
      onError={() => {
        failedLogos.add(url);
        setFailed(true);
      }}
    />
  );
}
