import { FIRST_SCREEN_ID } from '@manzil/contracts/first-screen';

/**
 * Removes the page's first screen (the photo the gateway's HTML draws before the scripts run) once the page's own
 * content shows the same thing, or when the page has none to show (not found, an error, another page).
 */
export function releaseFirstScreen(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
