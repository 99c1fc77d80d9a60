/**
 * The written website's pages for the transports that show them (web mode serves them under
 * `/site/`, the desktop opens the front page): they reach the site folders through here, never
 * the files themselves (services/files/site-pages.ts).
 */
export { isWrittenFrontPage, SITE_PREFIX, siteFile } from '../services/files/site-pages';
