import type { PageInfo } from './page-routes.ts';

const HTML_TAG = /<html\b[^>]*>/i;

/**
 * Sets `lang` and `dir` on the `<html>` tag of the shell's index.html, so an Arabic page is right-to-left from the
 * first byte (no flash of left-to-right layout before the client runs).
 */
export function renderShellHtml(template: string, page: PageInfo): string {
  if (!HTML_TAG.test(template)) throw new Error('The shell index.html has no <html> tag');
  return template.replace(HTML_TAG, `<html lang="${page.lang}" dir="${page.dir}">`);
}
