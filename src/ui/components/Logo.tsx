import { createContext, useContext, useEffect, useState } from 'react';
import { safeImageUrl } from '../../lib/format';

/**
 * Logos that failed to load in this page: a row scrolled or filtered back into view shows its
 * initials at once instead of asking for the image again and re-rendering when it fails again.
 */
const failedLogos = new Set<string>();
/** Logos that loaded in this page: shown at once wherever they appear again (the browser has them). */
const loadedLogos = new Set<string>();

/**
 * Whether a logo that is not on screen yet may be asked for now. A search list says `false` while
 * a person is typing (src/ui/components/SearchList.tsx): the rows of the intermediate results
 * flash past, and asking for each of their images would cost every keystroke a round of requests.
 * A logo already shown stays; a new one shows initials until the search has been still.
 */
export const LogoRequestsAllowed = createContext(true);

/** A token or network logo; initials when the logo is missing, unsafe or fails to load. */
export function Logo({ src, label, size = 28 }: { src: string | undefined; label: string; size?: number }) {
  const url = safeImageUrl(src);
  const allowed = useContext(LogoRequestsAllowed);
  const [failed, setFailed] = useState(false);
  // Once allowed, for as long as this logo is mounted: the search starting again does not hide it.
  const [requested, setRequested] = useState(allowed);
  useEffect(() => {
    if (allowed) setRequested(true);
  }, [allowed]);
  const show = url && !failed && !failedLogos.has(url) && (requested || allowed || loadedLogos.has(url));
  if (!show) {
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
      onLoad={() => loadedLogos.add(url)}
      onError={() => {
        failedLogos.add(url);
        setFailed(true);
      }}
    />
  );
}
