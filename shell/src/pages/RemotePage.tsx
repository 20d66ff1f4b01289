import { Container, Skeleton, vars } from '@manzil/ui';
import styled from 'styled-components';
import { PageUnavailable } from '../federation/fallbacks.tsx';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import type { RemoteModuleId } from '../federation/remotes.ts';

const Padded = styled(Container)`
  padding-top: ${vars.space[8]};
  padding-bottom: ${vars.space[8]};
  display: grid;
  gap: ${vars.space[4]};
`;

/**
 * A remote page fills at least the screen while it loads and renders its own loading states, so the footer is
 * never on screen first and then pushed away (that jump was most of the layout shift of /properties).
 */
const PageArea = styled.div`
  min-height: 100vh;
  min-height: 100svh;
`;

function PageSkeleton() {
  return (
    <Padded>
      <Skeleton $width="45%" $height="2.5rem" />
      <Skeleton $height="1.25rem" $width="70%" />
      <Skeleton $height="55vh" $radius="lg" />
    </Padded>
  );
}

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
