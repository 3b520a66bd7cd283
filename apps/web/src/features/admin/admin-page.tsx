import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '../../ui/page-title';
import { CompanyList } from './company-list';
import { HrContactsTab } from './hr-contacts/hr-contacts-tab';
import { InvoiceList } from './invoices/invoice-list';
import { RecruitmentPricesTab } from './recruitment/recruitment-prices-tab';
import { TemplatesTab } from './templates/templates-tab';

type AdminTab = 'virksomheder' | 'fakturaer' | 'hr-kontakter' | 'skabeloner' | 'rekruttering';

/**
 * /admin (hr-core §2, §6): every company, every company's invoices, and the platform's content the super admin
 * keeps: HR contacts, document templates and recruitment prices (docs/rules/platform.md#ruling-19, docs/rules/platform.md#ruling-23).
 */
export function AdminPage() {
  usePageTitle('Admin');
  const [tab, setTab] = useState<AdminTab>('virksomheder');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Admin</Title>
        <Text c="gray.7">Alle virksomheder i Kollega og det indhold, alle virksomheder deler.</Text>
      </Stack>
      <Tabs value={tab} onChange={(value) => value && setTab(value as AdminTab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="virksomheder">Virksomheder</Tabs.Tab>
          <Tabs.Tab value="fakturaer">Fakturaer</Tabs.Tab>
          <Tabs.Tab value="hr-kontakter">HR-kontakter</Tabs.Tab>
          <Tabs.Tab value="skabeloner">Skabeloner</Tabs.Tab>
          <Tabs.Tab value="rekruttering">Rekrutteringspriser</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="virksomheder">
          <CompanyList />
        </Tabs.Panel>
        <Tabs.Panel value="fakturaer">
          <InvoiceList />
        </Tabs.Panel>
        <Tabs.Panel value="hr-kontakter">
          <HrContactsTab />
        </Tabs.Panel>
        <Tabs.Panel value="skabeloner">
          <TemplatesTab />
        </Tabs.Panel>
        <Tabs.Panel value="rekruttering">
          <RecruitmentPricesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
