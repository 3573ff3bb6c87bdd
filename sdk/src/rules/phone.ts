/**
 * How a phone number names an account: the area code followed by the phone's digits ('34' + '600111222'), the
 * form login's user_name, checkTelState's user_name and the codes' content take and the server keys accounts by.
 */

/** Drops what people type around the digits: '+', spaces and '-'. */
function withoutSeparators(text: string): string {
  return text.replace(/[\s+-]/g, '');
}

/** The user name of a phone account ('+34', '600 111-222' → '34600111222'). */
export function phoneUserName(areaCode: string, phone: string): string {
  return withoutSeparators(`${areaCode}${phone}`);
}

/** A user name or code content as the server compares it: an e-mail trimmed and lower-cased, a phone as above. */
export function normaliseUserName(text: string): string {
  const trimmed = text.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : withoutSeparators(trimmed);
}
