import {
  CLIENT_ONLY_SLOT,
  type ServerSlot,
  SLOT_ATTRIBUTE,
  SLOT_END_ATTRIBUTE,
} from '@manzil/contracts/server-render';
import { Skeleton, type StartTiming, useStartWhen } from '@manzil/ui';
import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  Fragment,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';
import { PartLive } from '../startup/hydration-progress.ts';
import { isUnavailableRemote } from './fallback-plugin.ts';
import type { RemoteModuleId } from './remotes.ts';
import { loadRemoteModule } from './runtime.ts';

// biome-ignore lint/suspicious/noExplicitAny: remote modules take the props their slot passes
type RemoteComponent = ComponentType<any>;
type RemoteComponentModule = { default: RemoteComponent };
export type RemoteLoader = (id: RemoteModuleId) => Promise<unknown>;

/** How remote modules are loaded: the Module Federation runtime in the app, a fake in tests. */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteModule);

export class RemoteUnavailableError extends Error {
  constructor(
    readonly id: RemoteModuleId,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${id} is unavailable`, options);
    this.name = 'RemoteUnavailableError';
  }
}

// One lazy component per module and loader, so re-renders (and React's retry of a failed render) do not
// load again. A failed load stays failed until "Try again" forgets it.
const lazyCache = new WeakMap<RemoteLoader, Map<RemoteModuleId, LazyExoticComponent<RemoteComponent>>>();

function lazyRemote(load: RemoteLoader, id: RemoteModuleId): LazyExoticComponent<RemoteComponent> {
  let byId = lazyCache.get(load);
  if (!byId) {
    byId = new Map();
    lazyCache.set(load, byId);
  }
  let component = byId.get(id);
  if (!component) {
    component = lazy(async (): Promise<RemoteComponentModule> => {
      const module = await load(id);
      if (isUnavailableRemote(module)) throw new RemoteUnavailableError(id, { cause: module.error });
      const exported = (module as Partial<RemoteComponentModule> | null)?.default;
      if (typeof exported !== 'function' && typeof exported !== 'object')
        throw new RemoteUnavailableError(id);
      return module as RemoteComponentModule;
    });
    byId.set(id, component);
  }
  return component;
}

function forgetRemote(load: RemoteLoader, id: RemoteModuleId): void {
  lazyCache.get(load)?.delete(id);
  preloaded.delete(id);
}

/**
 * Remote modules loaded before the first render: the modules the page's server-rendered markup was drawn with.
 * Their slots render them at once, so the client's first render draws the same page as the markup it replaces
 * (a lazy component would show its loading placeholder for a moment first).
 */
const preloaded = new Map<RemoteModuleId, RemoteComponent>();

/** Loads modules before the first render; one that fails or takes longer than `timeoutMs` loads as usual later. */
export async function preloadRemoteModules(
  ids: readonly RemoteModuleId[],
  load: RemoteLoader,
  timeoutMs: number,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const late = new Promise<void>((done) => {
    timer = setTimeout(done, timeoutMs);
  });
  const loads = ids.map(async (id) => {
    try {
      const module = await load(id);
      // Too late for the first render: the slot has mounted its lazy component, which must stay (a swap would
      // mount the module again and lose its state).
      if (closed) return;
      const exported = isUnavailableRemote(module)
        ? undefined
        : (module as Partial<RemoteComponentModule> | null)?.default;
      if (typeof exported === 'function' || (typeof exported === 'object' && exported !== null)) {
        preloaded.set(id, exported);
      }
    } catch {
      // The slot loads it again and shows its fallback if it still fails.
    }
  });
  await Promise.race([Promise.all(loads), late]);
  closed = true;
  clearTimeout(timer);
}

/**
 * Given by the shell's server renderer: the slots of remote modules drawn in this render. A slot then draws its
 * loading placeholder between two markers, which the gateway replaces with the module's own server markup.
 */
export const ServerSlotsContext = createContext<ServerSlot[] | null>(null);

interface BoundaryProps {
  /** What failed, for the log: a remote module's id, or a page of the shell's own. */
  id: string;
  fallback: (retry: () => void) => ReactNode;
  /** Called before rendering the children again after "Try again". */
  onRetry?: () => void;
  children: ReactNode;
}

/** Catches a remote (or a page's chunk) that fails to load or throws while rendering, and shows the fallback. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!(error instanceof RemoteUnavailableError)) {
      console.error(`${this.props.id} failed while rendering`, error, info.componentStack);
    }
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    // A new key after "Try again" mounts a fresh lazy load.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

export interface RemoteSlotProps {
  id: RemoteModuleId;
  /** What to show when the remote is unavailable (translated, and useful: a link, a phone number). */
  fallback: (retry: () => void) => ReactNode;
  /** Shown while loading; sized like the remote so the layout does not jump. */
  loading?: ReactNode;
  /** Height of the default skeleton. */
  minHeight?: string;
  /** Props for the remote component. */
  props?: Record<string, unknown>;
  /** The route a page module is mounted at (`/ar/property/:id`): its parameters when drawn on the server. */
  route?: string;
  /**
   * When to fetch the remote: at once (the default), once the page has loaded and is idle (a floating widget),
   * or when the slot comes near the viewport (a section further down the page). Until then the slot shows its
   * loading placeholder, so the first screen's scripts and main thread are not shared with it.
   */
  when?: StartTiming;
}

function RemoteModule({ id, props }: { id: RemoteModuleId; props?: Record<string, unknown> }) {
  const load = useContext(RemoteLoaderContext);
  const Remote = preloaded.get(id) ?? lazyRemote(load, id);
  return <Remote {...props} />;
}

/** Renders an exposed module of a remote, with a sized skeleton while it loads and a fallback if it fails. */
export function RemoteSlot({
  id,
  fallback,
  loading,
  minHeight = '240px',
  props,
  route,
  when = 'now',
}: RemoteSlotProps) {
  const load = useContext(RemoteLoaderContext);
  const serverSlots = useContext(ServerSlotsContext);
  const placeholder = loading === undefined ? <Skeleton $height={minHeight} $radius="lg" /> : loading;
  const [started, anchor] = useStartWhen(when);
  if (!started) return <div ref={anchor}>{placeholder}</div>;
  if (serverSlots) {
    // Modules with props are drawn by the client only: the server renderer gives a module none.
    const slot = props ? CLIENT_ONLY_SLOT : id;
    if (!props) serverSlots.push(route ? { module: id, route } : { module: id });
    // In a Suspense boundary, as in the browser, so the browser hydrates the module's part on its own once the
    // module has loaded (the gateway puts the module's markup in the boundary, or marks it for the browser to draw).
    return (
      <Suspense fallback={placeholder}>
        <template {...{ [SLOT_ATTRIBUTE]: slot }} />
        {placeholder}
        <template {...{ [SLOT_END_ATTRIBUTE]: slot }} />
      </Suspense>
    );
  }
  return (
    <RemoteErrorBoundary
      id={`Remote module ${id}`}
      // A module that cannot load leaves its fallback, which answers taps: that part is as live as it gets.
      fallback={(retry) => (
        <>
          {fallback(retry)}
          <PartLive part={id} />
        </>
      )}
      onRetry={() => forgetRemote(load, id)}
    >
      <Suspense fallback={placeholder}>
        <RemoteModule id={id} props={props} />
        <PartLive part={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
