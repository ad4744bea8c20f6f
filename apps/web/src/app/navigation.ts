/**
 * Navigation for code outside components (the API client's 401, sign-out). The router registers itself
 * here; this module imports nothing so the router and the session code do not import each other.
 */
type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  navigator(to);
}
