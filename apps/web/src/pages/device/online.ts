// Declared once in the domain: the server's home figures count offline machines by the same window.
export { isOnline, ONLINE_WINDOW_MS } from '@kg/domain';
