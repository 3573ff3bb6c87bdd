/** For XML and HTML text and attributes alike. Control characters are not allowed in XML 1.0 at all. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** For HTML text outside attributes (request and answer bodies): quotes stay as they are, which halves JSON. */
export function escapeText(text: string): string {
  return escapeXml(text)
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}
