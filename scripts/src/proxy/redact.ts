/**
 * What the proxy shows and writes never carries a secret: token headers, passwords, verification codes and
 * provider credentials are replaced by a mark, wherever they are (request or answer, headers or body).
 */
export const REDACTED = '‹redacted›';

/** Headers that carry a token or a key: X-User-Token, X-Guest-Token, Authorization, cookies, API keys. */
const SECRET_HEADER = /token|authorization|cookie|secret|api-?key|password/i;

/**
 * Body fields that hold a secret: passwords, tokens, provider credentials, and verification codes (`code`,
 * `verify_code`), but not the many harmless codes (area, country, phone, post, QR, type).
 */
export function isSecretField(name: string): boolean {
  if (/pass(word|wd)?$|password|token|credential|secret/i.test(name)) return true;
  return /code/i.test(name) && !/area|country|phone|post|zip|type|qr|status|lang|currency/i.test(name);
}

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_HEADER.test(name) ? REDACTED : value]),
  );
}

/** A copy of a JSON value with every secret field's value replaced (a null or empty value stays, it hides nothing). */
export function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretField(key) && inner !== null && inner !== '' ? REDACTED : redactValue(inner),
    ]),
  );
}

/** Every secret value in a JSON value (the leaves of secret fields), to scrub them from free text too. */
export function secretsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => secretsIn(item, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (isSecretField(key) && (typeof inner === 'string' || typeof inner === 'number')) out.add(String(inner));
      else secretsIn(inner, out);
    }
  }
  return out;
}

/** The values of the secret headers of a request. */
export function headerSecrets(headers: Record<string, string>): string[] {
  return Object.entries(headers)
    .filter(([name]) => SECRET_HEADER.test(name))
    .map(([, value]) => value);
}

/**
 * Text (a message, a body that is not JSON) with the given secrets removed, and a JSON-looking `"password":"…"`
 * pair hidden even when its value was never seen whole (a malformed body).
 */
export function scrubText(text: string, secrets: Iterable<string>): string {
  let out = text;
  // Longest first, so a secret that contains a shorter one is removed whole. Very short values (a 1-digit code)
  // would blank out unrelated digits; they are hidden by field name instead.
  for (const secret of [...secrets].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length)) {
    out = out.split(secret).join(REDACTED);
  }
  return out.replace(
    /("(?:[A-Za-z_]*(?:password|token|credential|secret)[A-Za-z_]*|code|verify_code)"\s*:\s*)"[^"]*"/gi,
    `$1"${REDACTED}"`,
  );
}
