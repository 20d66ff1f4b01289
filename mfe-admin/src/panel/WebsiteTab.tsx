import { useTranslation } from '@manzil/i18n';
import { Button, vars } from '@manzil/ui';
import styled from 'styled-components';
import { CardItem, CardList, Toolbar } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import type { QuickAction } from './OverviewTab.tsx';

const Tools = styled(CardList)`
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Tool = styled(CardItem)`
  align-content: space-between;

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

/** Website tab: the content editor, its version history, contact messages and the export. */
export function WebsiteTab({ onAction }: { onAction: (action: QuickAction) => void }) {
  const { t } = useTranslation(NS);
  const tools: Array<{ action: QuickAction; title: string; text: string }> = [
    { action: 'editContent', title: t('website.editContent'), text: t('website.editContentText') },
    { action: 'versions', title: t('website.versions'), text: t('website.versionsText') },
    { action: 'messages', title: t('website.messages'), text: t('website.messagesText') },
    { action: 'export', title: t('website.export'), text: t('website.exportText') },
  ];
  return (
    <section aria-labelledby="admin-website-title">
      <Toolbar>
        <h2 id="admin-website-title">{t('website.title')}</h2>
      </Toolbar>
      <Tools>
        {tools.map((tool) => (
          <Tool key={tool.action}>
            <div>
              <h3>{tool.title}</h3>
              <p>{tool.text}</p>
            </div>
            <Button $variant="secondary" onClick={() => onAction(tool.action)}>
              {tool.title}
            </Button>
          </Tool>
        ))}
      </Tools>
    </section>
  );
}
