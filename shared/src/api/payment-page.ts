/**
 * Goes to the payment provider's hosted page: a full page load on another origin, so not the
 * router's navigation. One function, so that tests can stand in for the browser's navigation.
 */
export function goToPaymentPage(url: string): void {
  // Only a web address: a reply that carried a javascript: or data: URL would run on this origin.
  const { protocol } = new URL(url, window.location.href);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Not a payment page address: ${url}`);
  window.location.assign(url);
}
