import {
  APP_LIVE_EVENT,
  APP_START_FAILED_EVENT,
  TAP_HELD_ATTRIBUTE,
  TAP_TARGET_EVENT,
} from '@manzil/contracts/server-render';

/** React's hydration root, with the call that puts a part first in the hydration queue (React 19's, unstable). */
interface HydrationRoot {
  unstable_scheduleHydration?: (target: Node) => void;
}

/** Runs `run` once the frame after now has been painted: a tap's frame shows before the work starts. */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * The part of the page a visitor presses first hydrates first, without making the tap wait for it: the gateway's
 * loader keeps a press on a control from the page until the page is live (React would hydrate the control's part
 * synchronously inside the tap) and names the control with TAP_TARGET_EVENT; this puts that part first in React's
 * queue right after the tap's frame is painted (`unstable_scheduleHydration`, at default priority, outside the
 * tap's task). A press before the shell's code ran is found by the mark the loader leaves on a held tap's control.
 * Listens from now on (call it before hydrating) until the page is live or its start has failed; the returned
 * function takes the root.
 */
export function hydrateTouchedFirst(doc: Document = document): (root: unknown) => void {
  let root: HydrationRoot | null = null;
  let pressed: Element | null = null;
  const schedule = () => {
    if (!root || !pressed) return;
    const target = pressed;
    const hydrationRoot = root;
    pressed = null;
    afterNextPaint(() => hydrationRoot.unstable_scheduleHydration?.(target));
  };
  const onPress = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    pressed = event.target;
    schedule();
  };
  const stop = () => {
    doc.removeEventListener(TAP_TARGET_EVENT, onPress);
    doc.removeEventListener(APP_LIVE_EVENT, stop);
    doc.removeEventListener(APP_START_FAILED_EVENT, stop);
  };
  doc.addEventListener(TAP_TARGET_EVENT, onPress);
  doc.addEventListener(APP_LIVE_EVENT, stop);
  doc.addEventListener(APP_START_FAILED_EVENT, stop);
  return (hydrationRoot) => {
    root = hydrationRoot as HydrationRoot;
    pressed ??= doc.querySelector(`[${TAP_HELD_ATTRIBUTE}]`);
    schedule();
  };
}
