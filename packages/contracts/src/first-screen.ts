// No schema library here: the shell's shared @manzil/ui imports this module (@manzil/contracts/first-screen).

/**
 * The element in a listing page's HTML that shows the first photo where the gallery will show it, before any script
 * has run (the gateway draws it: services/gateway/src/frontend/first-screen.ts). The page removes it once its own
 * gallery shows the photo (`releaseFirstScreen` in @manzil/ui); the shell removes it on other pages.
 */
export const FIRST_SCREEN_ID = 'first-screen';
