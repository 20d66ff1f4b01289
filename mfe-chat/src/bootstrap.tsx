import { renderStandalone } from '@manzil/ui/app';
import ChatWidget from './exposed/ChatWidget.tsx';

// `npm run dev -w mfe-chat`: the floating assistant on an empty page, in the providers the shell gives.
renderStandalone({ name: 'mfe_chat', links: ['/'], children: <ChatWidget /> });
