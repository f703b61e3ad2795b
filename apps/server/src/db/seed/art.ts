/** Small SVG artwork as data URIs, so the demo channels look finished without binary assets. */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const toDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /^\p{Lu}/u.test(word));
  return (words.length > 1 ? words.slice(0, 2).map((word) => word[0]).join('') : name.slice(0, 2)).toUpperCase();
}

/** A channel wordmark: a rounded badge and the channel's name. */
export function wordmark(name: string, badge: string, text: string): string {
  const width = 60 + name.length * 11;
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">` +
      `<rect x="2" y="6" width="36" height="36" rx="8" fill="${badge}"/>` +
      `<text x="20" y="30" font-family="Arial,Helvetica,sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>` +
      `<text x="48" y="31" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="${text}">${escapeXml(name)}</text></svg>`,
  );
}

/** A school or team crest: a shield in the team colour with its initials. */
export function crest(name: string, color: string): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<path d="M48 4 88 18v28c0 24-18 38-40 46C26 84 8 70 8 46V18z" fill="${color}" stroke="#fff" stroke-width="4"/>` +
      `<text x="48" y="58" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text></svg>`,
  );
}

/** A 16:9 slide background: a diagonal gradient with the headline. */
export function banner(title: string, from: string, to: string): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="1280" height="720" fill="url(#g)"/>` +
      `<text x="80" y="600" font-family="Arial,Helvetica,sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(title)}</text></svg>`,
  );
}

