/** Chrome on any platform (desktop, Android, iOS), but not the browsers that only borrow its engine name. */
export function isChrome(userAgent: string): boolean {
  if (/CriOS\//.test(userAgent)) return true;
  if (!/Chrome\/\d+/.test(userAgent)) return false;
  return !/Edg\/|EdgA\/|OPR\/|SamsungBrowser\/|YaBrowser\/|UCBrowser\/|MicroMessenger\//.test(userAgent);
}
