import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, startScriptsAfterPaint } from './after-paint.ts';

const ORIGIN = 'https://manzil.example';

interface FakePicture {
  tagName: 'IMG' | 'LINK';
  src?: string;
  href?: string;
  srcset?: string;
  complete?: boolean;
  listeners: Record<string, () => void>;
}

/**
 * Runs the loader in a page of our own making: a clock the test moves, pictures it loads, fonts it finishes and
 * largest-contentful-paint entries it reports, and the scripts the loader appends.
 */
function page({ pictures = [] as FakePicture[], fontsLoaded = true, lcpSupported = true } = {}) {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const appended: string[] = [];
  const scripts: { src?: string; onerror?: () => void }[] = [];
  let reportLcp: ((entries: { url: string; element: unknown }[]) => void) | null = null;
  let finishFonts: () => void = () => {};
  const attribute = (picture: FakePicture, name: string) =>
    name === 'srcset' || name === 'imagesrcset' ? (picture.srcset ?? null) : null;
  // The page's elements, the same objects on every query (a paint report names its element).
  const elements = pictures.map((picture) => ({
    ...picture,
    getAttribute: (name: string) => attribute(picture, name),
    addEventListener: (type: string, listener: () => void) => {
      picture.listeners[type] = listener;
    },
  }));
  const held: Record<string, (event: unknown) => void> = {};
  const context = {
    window: {} as Record<string, unknown>,
    location: { href: `${ORIGIN}/ar` },
    URL,
    document: {
      getElementById: () => ({ contains: () => true }),
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        held[type] = listener;
      },
      removeEventListener: (type: string, listener: (event: unknown) => void) => {
        if (held[type] === listener) delete held[type];
      },
      querySelectorAll: (selector: string) =>
        selector.startsWith('template') ? [{ getAttribute: () => '/main.1.js' }] : elements,
      createElement: () => ({}) as { src?: string },
      head: {
        appendChild: (script: { src: string; onerror?: () => void }) => {
          scripts.push(script);
          appended.push(script.src);
        },
      },
      fonts: {
        status: fontsLoaded ? 'loaded' : 'loading',
        ready: new Promise<void>((resolve) => {
          finishFonts = resolve;
        }),
      },
    },
    performance: { getEntriesByName: () => [] },
    CustomEvent: class {
      constructor(
        readonly type: string,
        readonly init: { bubbles?: boolean },
      ) {}
    },
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    PerformanceObserver: Object.assign(
      function (
        this: unknown,
        callback: (list: { getEntries: () => { url: string; element: unknown }[] }) => void,
      ) {
        reportLcp = (entries) => callback({ getEntries: () => entries });
        return { observe: () => {} };
      },
      { supportedEntryTypes: lcpSupported ? ['largest-contentful-paint'] : [] },
    ),
  };
  context.window.PerformanceObserver = context.PerformanceObserver;
  runInNewContext(AFTER_PAINT_LOADER, context);
  /** Moves the clock, painting a frame every 16 ms and running the timers that are due. */
  async function advance(ms: number) {
    const end = now + ms;
    while (now < end) {
      now = Math.min(end, now + 16);
      for (const frame of frames.splice(0)) frame();
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
      await Promise.resolve();
    }
  }
  /** Dispatches an event of `type` on an element matching `selector` (or none); answers whether it was held back. */
  function dispatch(type: string, matches: string | null, control: object = heldControl()): boolean {
    return send(type, matches, control).cancelled;
  }
  /** The same, answering whether the event was cancelled and whether it was kept from the page's own listeners. */
  function send(type: string, matches: string | null, control: object = heldControl()) {
    const fate = { cancelled: false, stopped: false };
    const target = {
      closest: (selector: string) => (matches && selector.includes(matches) ? control : null),
    };
    held[type]?.({
      type,
      target,
      preventDefault: () => {
        fate.cancelled = true;
      },
      stopPropagation: () => {
        fate.stopped = true;
      },
    });
    return fate;
  }
  return {
    appended,
    advance,
    dispatch,
    send,
    live: () => held['manzil-live']?.({}),
    startFailed: () => held['manzil-start-failed']?.({}),
    scriptFailed: () => scripts[0]?.onerror?.(),
    load: (picture: FakePicture) => picture.listeners.load?.(),
    /** The browser reports a paint of the largest element so far: a picture's URL, or the element itself. */
    paint: (url: string, element: unknown = null) => reportLcp?.([{ url, element }]),
    element: (index: number) => elements[index],
    finishFonts: () => finishFonts(),
  };
}

/** A control of the page: its attributes (the loader marks a held tap's control), clicked when a tap is answered. */
function heldControl(name = 'control', clicks: string[] = [], extra: object = {}) {
  const attributes = new Set<string>();
  const fired: { type: string; init: { bubbles?: boolean } }[] = [];
  return {
    isConnected: true,
    fired,
    dispatchEvent: (event: { type: string; init: { bubbles?: boolean } }) => fired.push(event),
    click: () => clicks.push(name),
    setAttribute: (attribute: string) => attributes.add(attribute),
    removeAttribute: (attribute: string) => attributes.delete(attribute),
    marked: () => attributes.has('data-tap-held'),
    ...extra,
  };
}

const poster = (): FakePicture => ({ tagName: 'LINK', href: '/api/assets/hero-poster.jpg', listeners: {} });

describe('the after-paint loader', () => {
  it('holds back taps on buttons and typing until the shell is live, never a tap on a link', async () => {
    const view = page();
    expect(view.dispatch('click', 'button')).toBe(true);
    expect(view.dispatch('beforeinput', 'input')).toBe(true);
    expect(view.dispatch('submit', null)).toBe(true);
    expect(view.dispatch('click', null)).toBe(false);
    view.live();
    expect(view.dispatch('click', 'button')).toBe(false);
    expect(view.dispatch('beforeinput', 'input')).toBe(false);
  });

  it('keeps a press on a control from the page until it is live, without cancelling it, and names the control to the shell', async () => {
    const view = page();
    const control = heldControl('rent');
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend']) {
      expect(view.send(type, 'label', control)).toEqual({ cancelled: false, stopped: true });
    }
    // Once per press, on its first event, bubbling to the shell's listener on the document.
    expect(control.fired.map((event) => [event.type, event.init.bubbles])).toEqual([
      ['manzil-tap-target', true],
    ]);
    // A press on a link or on the page's text is the page's own.
    expect(view.send('pointerdown', null, control)).toEqual({ cancelled: false, stopped: false });
    view.live();
    expect(view.send('pointerdown', 'button', control)).toEqual({ cancelled: false, stopped: false });
    expect(control.fired).toHaveLength(1);
  });

  it('answers the last tap held back once the shell is live: the control is clicked, if still there and enabled', async () => {
    const view = page();
    const clicks: string[] = [];
    const control = (name: string, extra = {}) => heldControl(name, clicks, extra);
    const first = control('first');
    const filters = control('filters');
    view.dispatch('click', 'button', first);
    expect(first.marked()).toBe(true); // shown as waiting
    view.dispatch('click', 'label', filters);
    expect([first.marked(), filters.marked()]).toEqual([false, true]);
    view.live();
    expect(filters.marked()).toBe(false);
    expect(clicks).toEqual([]); // after the event that announced it, in a task of its own
    await view.advance(16);
    expect(clicks).toEqual(['filters']);
    const gone = page();
    gone.dispatch('click', 'button', control('removed', { isConnected: false }));
    gone.live();
    const disabled = page();
    disabled.dispatch('click', 'button', control('disabled', { disabled: true }));
    disabled.live();
    await gone.advance(16);
    await disabled.advance(16);
    expect(clicks).toEqual(['filters']);
  });

  it('shows a held tap on the label that draws a hidden radio, and clicks the radio once live', async () => {
    const view = page();
    const clicks: string[] = [];
    const label = heldControl('label');
    const radio = heldControl('rent', clicks, {
      tagName: 'INPUT',
      closest: (selector: string) => (selector === 'label' ? label : null),
    });
    view.dispatch('click', 'input', radio);
    expect([label.marked(), radio.marked()]).toEqual([true, false]);
    view.live();
    expect(label.marked()).toBe(false);
    await view.advance(16);
    expect(clicks).toEqual(['rent']);
  });

  it('keeps holding a tap while a slow phone starts the app, and answers it when the app is live', async () => {
    const view = page();
    const clicks: string[] = [];
    view.dispatch('click', 'button', heldControl('tap', clicks));
    await view.advance(20_000);
    expect(view.dispatch('click', 'button', heldControl('later', clicks))).toBe(true);
    view.live();
    await view.advance(16);
    expect(clicks).toEqual(['later']);
  });

  it('stops holding anything back, and replays nothing, when the app cannot start', async () => {
    const failures = [
      'a start-up script fails to load',
      'the shell reports that its start failed',
      'the app is not live after 30 s',
    ];
    for (const why of failures) {
      const view = page();
      await view.advance(1_600); // the scripts are started
      const clicks: string[] = [];
      const tap = heldControl('tap', clicks);
      view.dispatch('click', 'button', tap);
      if (why.startsWith('a start-up script')) view.scriptFailed();
      else if (why.startsWith('the shell')) view.startFailed();
      else await view.advance(30_000);
      expect(view.dispatch('click', 'button'), why).toBe(false);
      expect(tap.marked(), why).toBe(false);
      view.live();
      await view.advance(16);
      expect(clicks, why).toEqual([]);
    }
  });

  it("starts the scripts once the browser reports the page's largest picture painted, not when it has loaded", async () => {
    const picture = poster();
    const view = page({ pictures: [picture] });
    await view.advance(100);
    expect(view.appended).toEqual([]);
    view.load(picture);
    await view.advance(100);
    expect(view.appended).toEqual([]);
    view.paint(`${ORIGIN}/api/assets/hero-poster.jpg`);
    await view.advance(20);
    expect(view.appended).toEqual(['/main.1.js']);
  });

  it('recognises the photo whichever source of its <picture> the browser chose, and ignores other pictures', async () => {
    const photo: FakePicture = { tagName: 'IMG', src: '/media/p/1/full.jpg', complete: true, listeners: {} };
    const view = page({ pictures: [photo] });
    view.paint(`${ORIGIN}/logo.png`);
    await view.advance(200);
    expect(view.appended).toEqual([]);
    view.paint(`${ORIGIN}/media/p/1/card.webp`, view.element(0));
    await view.advance(20);
    expect(view.appended).toEqual(['/main.1.js']);
  });

  it("recognises a preloaded picture by any of its srcset's candidates (a video's poster, a listing's photo)", async () => {
    const picture: FakePicture = {
      tagName: 'LINK',
      href: '/media/p/1/full.jpg',
      srcset: '/media/p/1/card.webp 800w, /media/p/1/full.webp 1200w',
      listeners: {},
    };
    const view = page({ pictures: [picture] });
    view.load(picture);
    view.paint(`${ORIGIN}/media/p/1/card.webp`);
    await view.advance(20);
    expect(view.appended).toEqual(['/main.1.js']);
  });

  it('starts 300 ms after the pictures loaded when none of them is the largest element (a text)', async () => {
    const picture = poster();
    const view = page({ pictures: [picture] });
    view.load(picture);
    await view.advance(280);
    expect(view.appended).toEqual([]);
    await view.advance(60);
    expect(view.appended).toEqual(['/main.1.js']);
  });

  it('waits for the fonts too, and starts after the next frame on a page without pictures', async () => {
    const view = page({ fontsLoaded: false });
    await view.advance(200);
    expect(view.appended).toEqual([]);
    view.finishFonts();
    await view.advance(40);
    expect(view.appended).toEqual(['/main.1.js']);
  });

  it('starts after 1.5 s whatever happens, once, and without the paint report where the browser has none', async () => {
    const stuck = page({ pictures: [poster()] });
    await stuck.advance(1490);
    expect(stuck.appended).toEqual([]);
    await stuck.advance(40);
    expect(stuck.appended).toEqual(['/main.1.js']);
    await stuck.advance(3000);
    expect(stuck.appended).toEqual(['/main.1.js']);

    const picture = poster();
    const older = page({ pictures: [picture], lcpSupported: false });
    older.load(picture);
    await older.advance(40);
    expect(older.appended).toEqual(['/main.1.js']);
  });

  it("turns the page's deferred scripts into the loader's placeholders", () => {
    const html = '<html><body><div id="root"></div><script defer src="/main.1.js"></script></body></html>';
    const out = startScriptsAfterPaint(html);
    expect(out).toContain(`<template ${AFTER_PAINT_ATTRIBUTE}="/main.1.js"></template>`);
    expect(out).not.toContain('<script defer');
    expect(out).toContain(`<script>${AFTER_PAINT_LOADER}</script>`);
  });
});
