// The shell's server renderer (built into dist-server/render.mjs; @manzil/contracts/server-render): the page
// around the remote modules (navigation, the home page's sections, footer), with a marked slot where each remote
// module goes. The gateway fills the slots with the remotes' own server markup.
import { setApiTransport } from '@manzil/api-client';
import {
  type ServerRenderer,
  type ServerRenderRequest,
  type ServerSlot,
  SHELL_MODULE,
} from '@manzil/contracts/server-render';
import { fontFacesFor, globalCss, renderWithData, ServerPage } from '@manzil/ui/server';
import { App } from './App.tsx';
import { ServerSlotsContext } from './federation/RemoteSlot.tsx';
import { loadShellPage } from './pages/ShellPage.tsx';

export const modules = [SHELL_MODULE] as const;

export async function render(request: ServerRenderRequest) {
  if (request.module !== SHELL_MODULE) throw new Error(`The shell does not draw ${request.module}`);
  setApiTransport(request.fetch);
  // The shell's own pages are chunks in the browser; here they are loaded before drawing, so they draw at once.
  await Promise.all([loadShellPage('home'), loadShellPage('notFound')]);
  let slots: ServerSlot[] = [];
  const result = await renderWithData({
    lang: request.lang,
    // Each drawing lists its own slots: the last one is the page as written.
    beforeEachPass: () => {
      slots = [];
    },
    element: (queryClient) => (
      <ServerPage url={request.url} queryClient={queryClient} globalStyle>
        <ServerSlotsContext.Provider value={slots}>
          <App />
        </ServerSlotsContext.Provider>
      </ServerPage>
    ),
  });
  // A module drawn twice on one page (none today) would be one slot each time: keep the first.
  const unique = slots.filter((slot, index) => slots.findIndex((s) => s.module === slot.module) === index);
  return { ...result, globalCss: globalCss(), fontFaces: fontFacesFor(request.lang), slots: unique };
}

export default { modules, render } satisfies ServerRenderer;
