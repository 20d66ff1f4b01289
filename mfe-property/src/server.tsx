// mfe-property's server renderer (built into dist-server/render.mjs; @manzil/contracts/server-render): a listing's
// page, drawn with the same components and API answers as in the browser.
import { createRemoteServerRenderer } from '@manzil/ui/server';
import PropertyPage from './exposed/PropertyPage.tsx';

const renderer = createRemoteServerRenderer({ 'mfe_property/PropertyPage': PropertyPage });

export const { modules, render } = renderer;
export default renderer;
