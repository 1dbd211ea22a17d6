/**
 * Navigates the whole page without a reload. single-spa patches pushState and tells every router
 * (each part's react-router) about the change; without single-spa (unit tests) a popstate does it.
 */
export function navigateTo(url: string): void {
  window.history.pushState(null, '', url);
  if (!('singleSpaNavigate' in window)) window.dispatchEvent(new PopStateEvent('popstate'));
}
