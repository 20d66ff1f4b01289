import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostConfig } from '@manzil/mfe-config';

export default createHostConfig({ dir: dirname(fileURLToPath(import.meta.url)) });
