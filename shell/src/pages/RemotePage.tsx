import { PageUnavailable } from '../federation/fallbacks.tsx';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import type { RemoteModuleId } from '../federation/remotes.ts';
import { Padded, PageArea, PageSkeleton } from './PageSkeleton.tsx';

/** A whole page owned by a remote (properties, property detail, location redirect, admin), at its `route`. */
export function RemotePage({ id, route }: { id: RemoteModuleId; route?: string }) {
  return (
    <PageArea>
      <RemoteSlot
        id={id}
        route={route}
        loading={<PageSkeleton />}
        fallback={(retry) => (
          <Padded>
            <PageUnavailable retry={retry} />
          </Padded>
        )}
      />
    </PageArea>
  );
}
