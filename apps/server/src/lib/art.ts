/** SVG artwork generated from a few words and colours (demo posters and thumbnails). */

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /^\p{Lu}/u.test(word));
  return (words.length > 1 ? words.slice(0, 2).map((word) => word[0]).join('') : name.slice(0, 2)).toUpperCase();
}

/** A 16:9 event poster: the two teams' colours split diagonally, their initials and an "@". */
export function matchupSvg(away: string, home: string, awayColor: string, homeColor: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<path d="M0 0h400L240 360H0z" fill="${escapeXml(awayColor)}"/><path d="M400 0h240v360H240z" fill="${escapeXml(homeColor)}"/>` +
    `<g font-family="Arial,Helvetica,sans-serif" font-weight="700" fill="#fff" text-anchor="middle">` +
    `<text x="170" y="205" font-size="88">${escapeXml(away)}</text><text x="470" y="205" font-size="88">${escapeXml(home)}</text>` +
    `<text x="320" y="195" font-size="40" opacity=".85">@</text></g></svg>`
  );
}

/** A 16:9 library thumbnail: a colour field with a play mark and a short label. */
export function thumbnailSvg(label: string, color: string): string {
  const fill = escapeXml(color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${fill}"/>` +
    `<circle cx="320" cy="150" r="56" fill="#fff" opacity=".9"/><path d="M302 120v60l52-30z" fill="${fill}"/>` +
    `<text x="320" y="300" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label.slice(0, 28))}</text></svg>`
  );
}

/** URLs of the same pictures as served by the art routes. */
export function matchupUrl(awayName: string, homeName: string, awayColor: string, homeColor: string): string {
  const query = new URLSearchParams({ away: initials(awayName), home: initials(homeName), away_color: awayColor.replace('#', ''), home_color: homeColor.replace('#', '') });
  return `/media/art/matchup.svg?${query.toString()}`;
}

export function thumbnailUrl(label: string, color: string): string {
  return `/media/art/thumbnail.svg?${new URLSearchParams({ label: label.slice(0, 28), color: color.replace('#', '') }).toString()}`;
}
