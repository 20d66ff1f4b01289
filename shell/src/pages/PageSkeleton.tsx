import { Container, Skeleton, vars } from '@manzil/ui';
import styled from 'styled-components';

export const Padded = styled(Container)`
  padding-top: ${vars.space[8]};
  padding-bottom: ${vars.space[8]};
  display: grid;
  gap: ${vars.space[4]};
`;

/**
 * A page fills at least the screen while it loads and renders its own loading states, so the footer is never on
 * screen first and then pushed away (that jump was most of the layout shift of /properties).
 */
export const PageArea = styled.div`
  min-height: 100vh;
  min-height: 100svh;
`;

/** A page's placeholder while its code loads: a title, a line and a large block. */
export function PageSkeleton() {
  return (
    <Padded>
      <Skeleton $width="45%" $height="2.5rem" />
      <Skeleton $height="1.25rem" $width="70%" />
      <Skeleton $height="55vh" $radius="lg" />
    </Padded>
  );
}
