import { createHash } from 'node:crypto';
import {
  APP_LIVE_EVENT,
  APP_START_FAILED_EVENT,
  TAP_HELD_ATTRIBUTE,
  TAP_TARGET_EVENT,
} from '@manzil/contracts/server-render';

/**
 * A page drawn on the server shows its content before any script has run. Its scripts then start once the first
 * screen's large pictures (an `<img fetchpriority="high">`, a preloaded image) and the fonts its text uses have
 * loaded and been painted, so a phone never spends its network and main thread on the app's code while the page's
 * largest picture is still on its way (on a fast connection the scripts would otherwise arrive first and delay that
 * paint), nor delays the Arabic font until the text it sets moves. "Painted" is the browser's own report: the
 * largest-contentful-paint entry of one of those pictures (a picture is decoded and painted some frames after it
 * has loaded: a video's poster often 100 to 200 ms later). A page whose largest element is text gets no such entry:
 * its scripts start 300 ms after its pictures loaded. After 1.5 s they start anyway; in a background tab, where no
 * frame is painted, after 3 s.
 *
 * Until the client has hydrated the markup, a tap on a button or a form control, a form's submission and typing in a
 * field are held back (cancelled before they reach the page): the markup cannot answer them yet, and text typed
 * into a field before the client owns it could be lost. Links keep working (they are plain links). The shell fires
 * APP_LIVE_EVENT when it and the page's module parts have hydrated (React drops a tap on a part whose code has not
 * arrived); the last tap held back is then answered (the control, if still on the page and enabled, is clicked),
 * so a tap on a slow phone's starting page is late, never lost. Until then the control (or the label that draws it)
 * carries TAP_HELD_ATTRIBUTE, which the global style sheet shows as waiting. The press that starts such a tap
 * (pointerdown to mouseup) is kept from the page too (stopped, not cancelled: focus and the click still happen):
 * React would hydrate the control's part synchronously inside it, and a slow phone would paint nothing for 100 to
 * 200 ms; the loader names the control to the shell instead (TAP_TARGET_EVENT), which hydrates its part first,
 * after the tap's frame. If the app cannot start (a start-up script fails to load, or the shell reports
 * APP_START_FAILED_EVENT), nothing is held back from then on and no held tap is replayed on markup that cannot
 * answer; if it is still not live after 30 s (a script that never arrives), the same. A slow phone takes 15 s to
 * make the home page live at a benchmark index of 1312 (a 11x slowdown here): the limit is for an app that will
 * not start, not for one that is slow.
 * Not the `inert` attribute: clearing it makes the browser restyle every element of the page (about 100 ms on a
 * phone, right when the page goes live). Without JavaScript the loader never runs and the page is a plain,
 * working document.
 *
 * The template's `<script defer src>` tags become inert `<template data-after-paint-script>` elements, and this
 * loader, inline at the end of the body, turns them back into scripts. Its text never changes, so the Content
 * Security Policy allows it by its hash (AFTER_PAINT_LOADER_HASH) and still refuses every other inline script.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint-script';

export const AFTER_PAINT_LOADER = `(function () {
  var root = document.getElementById('root');
  var release = function () {};
  if (root) {
    var kinds = ['click', 'submit', 'beforeinput', 'paste', 'drop'];
    var presses = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];
    var controls = 'button, input, select, textarea, label, summary, [role="button"]';
    var tapped = null;
    var marked = null;
    var released = false;
    var press = function (event) {
      var target = event.target;
      if (!target || !target.closest || !root.contains(target)) return;
      var control = target.closest(controls);
      if (!control) return;
      event.stopPropagation();
      if (event.type === 'pointerdown') control.dispatchEvent(new CustomEvent('${TAP_TARGET_EVENT}', { bubbles: true }));
    };
    var hold = function (event) {
      var target = event.target;
      if (!target || !target.closest || !root.contains(target)) return;
      var control = target.closest(controls);
      if (event.type === 'click') {
        if (!control) return;
        if (marked) marked.removeAttribute('${TAP_HELD_ATTRIBUTE}');
        tapped = control;
        // A control its label draws (a toggle's hidden radio) shows the waiting on the label.
        marked = (control.tagName === 'INPUT' && control.closest('label')) || control;
        marked.setAttribute('${TAP_HELD_ATTRIBUTE}', '');
      }
      event.preventDefault();
      event.stopPropagation();
    };
    release = function (live) {
      if (released) return;
      released = true;
      kinds.forEach(function (kind) { document.removeEventListener(kind, hold, true); });
      presses.forEach(function (kind) { document.removeEventListener(kind, press, true); });
      var control = tapped;
      var mark = marked;
      tapped = null;
      marked = null;
      if (!control) return;
      mark.removeAttribute('${TAP_HELD_ATTRIBUTE}');
      if (live === true && control.isConnected && !control.disabled) setTimeout(function () { control.click(); }, 0);
    };
    kinds.forEach(function (kind) { document.addEventListener(kind, hold, true); });
    presses.forEach(function (kind) { document.addEventListener(kind, press, { capture: true, passive: true }); });
    document.addEventListener('${APP_LIVE_EVENT}', function () { release(true); }, { once: true });
    document.addEventListener('${APP_START_FAILED_EVENT}', function () { release(false); }, { once: true });
    setTimeout(release, 30000);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var placeholders = document.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]');
    for (var i = 0; i < placeholders.length; i++) {
      var script = document.createElement('script');
      script.src = placeholders[i].getAttribute('${AFTER_PAINT_ATTRIBUTE}');
      script.async = false;
      script.onerror = function () { release(false); };
      document.head.appendChild(script);
    }
  }
  function afterNextPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function loaded(url) {
    return performance.getEntriesByName(url).some(function (entry) { return entry.responseEnd > 0; });
  }
  var urls = [];
  var images = [];
  function addUrls(single, set) {
    if (single) urls.push(new URL(single, location.href).href);
    (set || '').split(',').forEach(function (candidate) {
      var url = candidate.trim().split(/\\s+/)[0];
      if (url) urls.push(new URL(url, location.href).href);
    });
  }
  var ready = false;
  var painted = false;
  var grace = 0;
  function whenPainted() {
    if (!ready || started) return;
    if (painted) setTimeout(start, 0);
    else if (!grace) grace = setTimeout(afterNextPaint, 300);
  }
  var waiting = 0;
  function done() {
    waiting -= 1;
    if (waiting === 0) {
      ready = true;
      whenPainted();
    }
  }
  var pictures = document.querySelectorAll('img[fetchpriority="high"], link[rel="preload"][as="image"]');
  for (var j = 0; j < pictures.length; j++) {
    var picture = pictures[j];
    var isImg = picture.tagName === 'IMG';
    if (isImg) images.push(picture);
    else addUrls(picture.href, picture.getAttribute('imagesrcset'));
    if (isImg ? picture.complete : loaded(picture.href)) continue;
    waiting += 1;
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (pictures.length === 0 || types.indexOf('largest-contentful-paint') < 0) painted = true;
  else
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (images.indexOf(entry.element) >= 0 || (entry.url && urls.indexOf(entry.url) >= 0)) painted = true;
      });
      whenPainted();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (document.fonts && document.fonts.status !== 'loaded') {
    waiting += 1;
    document.fonts.ready.then(done, done);
  }
  if (waiting === 0) {
    ready = true;
    whenPainted();
  }
  setTimeout(afterNextPaint, 1500);
  setTimeout(start, 3000);
})();`;

/** The loader's CSP source expression: `'sha256-...'`. */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const DEFERRED_SCRIPT = /<script\s+defer\s+src="([^"]+)"\s*><\/script>/gi;
const BODY_END = /<\/body>/i;

/** Makes the page's deferred scripts start after its first screen has been painted (see above). */
export function startScriptsAfterPaint(html: string): string {
  let found = false;
  const inert = html.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
    found = true;
    return `<template ${AFTER_PAINT_ATTRIBUTE}="${src}"></template>`;
  });
  if (!found || !BODY_END.test(inert)) return html;
  return inert.replace(BODY_END, () => `<script>${AFTER_PAINT_LOADER}</script>\n  </body>`);
}
