import { COMPANY_ADMIN_MESSAGES } from '@kollega/domain';
import { Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/page-title';
import { SectionCard } from '../../ui/section-card';
import { DpaDownloadButton, RetentionSection } from '../privacy/public';
import { AdminList } from './admins/admin-list';
import { useCompany } from './api/get-company';
import { BillingForm } from './billing-form';
import { ClosureSection } from './closure/closure-section';
import { CompanyForm } from './company-form';
import { TwoFactorSetting } from './two-factor-setting';

/** /company (hr-core §2): the company's data, separately saved its billing details, and its admins. */
export function CompanyPage() {
  usePageTitle('Virksomhed');
  const company = useCompany();

  if (company.isPending) return <PageLoader />;
  if (company.isError) return <ErrorState onRetry={() => void company.refetch()} />;

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Virksomhed</Title>
        <Text c="gray.7">Virksomhedens oplysninger og hvordan den modtager fakturaer.</Text>
      </Stack>
      <SectionCard title="Virksomhedsoplysninger">
        <CompanyForm company={company.data} />
      </SectionCard>
      <SectionCard title="Faktureringsoplysninger">
        <BillingForm company={company.data} />
      </SectionCard>
      <SectionCard title={COMPANY_ADMIN_MESSAGES.title}>
        <AdminList />
      </SectionCard>
      <SectionCard title="Sikkerhed">
        <TwoFactorSetting />
      </SectionCard>
      <SectionCard title="Databehandleraftale">
        <DpaDownloadButton />
      </SectionCard>
      <SectionCard title="Opbevaring efter fratræden">
        <RetentionSection />
      </SectionCard>
      <SectionCard title="Luk konto">
        <ClosureSection companyName={company.data.name} />
      </SectionCard>
    </Stack>
  );
}
