// What the signed-in routes render, fetched as one chunk with the first of them: the shell, the page
// host (the pages' registry) and the error pages. None of it is sign-in's.
export { ShellLayout } from './ShellLayout';
export { PageHost } from '../pages/PageHost';
export { ErrorPage } from '../errors/ErrorPage';
