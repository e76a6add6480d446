/**
 * Logos are generated inline (`data:image/svg+xml,…`): a coloured circle with a few letters. The
 * sandbox never points a browser at a remote host, so no logo is a URL.
 */

/** A token's logo: the first (up to four) letters of its symbol. */
export function tokenLogo(symbol: string): string {
  return circleLogo(symbol.replace(/[^A-Za-z0-9]/g, '').slice(0, 4), symbol);
}

/** A network's logo: the initials of its display name's first two words, or its first two letters. */
export function networkLogo(displayName: string): string {
  const words = displayName.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
  const initials =
    words.length > 1
      ? words
          .slice(0, 2)
          .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
          .join('')
      : (words[0] ?? '?').slice(0, 2);
  return circleLogo(initials, displayName);
}

function circleLogo(text: string, seed: string): string {
  const label = escapeXml(text.toUpperCase() || '?');
  const fontSize = label.length >= 4 ? 18 : label.length === 3 ? 22 : 26;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue(seed)},55%,42%)"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${label}</text>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A stable hue per name, so a token keeps its colour across networks and restarts. */
function hue(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
