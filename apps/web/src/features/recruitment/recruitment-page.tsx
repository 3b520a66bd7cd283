import {
  formatMoney,
  RECRUITMENT_MESSAGES as M,
  RECRUITMENT_CONTACT_EMAIL,
  type RecruitmentPage as Recruitment,
} from '@kollega/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMail, IconPhone, IconSearch, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../ui/error-state';
import { ExternalLink } from '../../ui/external-link';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/page-title';
import { PersonAvatar } from '../../ui/person-avatar';
import { SectionCard } from '../../ui/section-card';
import { useRecruitment } from './api/get-recruitment';

const kroner = (value: number) => formatMoney(value * 100);

const PANELS = [
  {
    icon: IconSearch,
    title: 'Find de rigtige kandidater',
    text: 'Vi skriver jobprofilen og annoncen, annoncerer de rigtige steder og finder også dem, der ikke selv søger.',
  },
  {
    icon: IconUsersGroup,
    title: 'Vi tager os af ansøgerne',
    text: 'Vi svarer, sorterer og holder samtaler, så I kun møder de kandidater, der passer til jobbet.',
  },
  {
    icon: IconSparkles,
    title: 'Test og referencer',
    text: 'Personlighedsprofiler, kognitive tests og referencetjek giver et sikkert grundlag for jeres valg.',
  },
];

function Marketing() {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PANELS.map((panel) => (
          <Paper key={panel.title} withBorder radius="lg" p="lg">
            <Stack gap="sm">
              <ThemeIcon variant="light" size={40} radius="md">
                <panel.icon size={22} aria-hidden="true" />
              </ThemeIcon>
              <Title order={2} size="h4">
                {panel.title}
              </Title>
              <Text c="gray.7" size="sm">
                {panel.text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="md">
        <Button component={Link} to={paths.subscription}>
          {M.upgrade}
        </Button>
        <Anchor href={`mailto:${RECRUITMENT_CONTACT_EMAIL}`}>
          {M.contactUs}: {RECRUITMENT_CONTACT_EMAIL}
        </Anchor>
      </Group>
    </Stack>
  );
}

function Portal({ data }: { data: Recruitment }) {
  const contact = data.contact;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Rekrutteringsportal">
        <Group gap="sm">
          <Text>Status:</Text>
          <Badge color={data.portalActivated ? 'teal.9' : 'gray.7'} variant="filled" radius="sm">
            {data.portalActivated ? M.activated : M.notActivated}
          </Badge>
        </Group>
        {data.portalActivated && data.portalUrl ? (
          <ExternalLink href={data.portalUrl}>{M.openPortal}</ExternalLink>
        ) : (
          <Text c="gray.7" size="sm">
            Kontakt jeres HR-kontakt for at få portalen aktiveret.
          </Text>
        )}
      </SectionCard>
      <SectionCard title="Jeres HR-kontakt">
        {contact ? (
          <Group gap="md" wrap="nowrap" align="flex-start">
            <PersonAvatar name={contact.name} photoUrl={contact.photoUrl} size="lg" />
            <Stack gap={4}>
              <Text fw={600}>{contact.name}</Text>
              {contact.title ? (
                <Text size="sm" c="gray.7">
                  {contact.title}
                </Text>
              ) : null}
              {contact.email ? (
                <Anchor href={`mailto:${contact.email}`} size="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconMail size={14} aria-hidden="true" />
                    {contact.email}
                  </Group>
                </Anchor>
              ) : null}
              {contact.phone ? (
                <Anchor href={`tel:+45${contact.phone}`} size="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconPhone size={14} aria-hidden="true" />
                    {contact.phone}
                  </Group>
                </Anchor>
              ) : null}
            </Stack>
          </Group>
        ) : (
          <Text c="gray.7" size="sm">
            I har endnu ikke fået en HR-kontakt. Skriv til{' '}
            <Anchor href={`mailto:${RECRUITMENT_CONTACT_EMAIL}`}>{RECRUITMENT_CONTACT_EMAIL}</Anchor>.
          </Text>
        )}
      </SectionCard>
    </SimpleGrid>
  );
}

function PriceList({ data }: { data: Recruitment }) {
  const premiumplus = data.plan === 'premiumplus';
  const freemium = data.plan === 'freemium';
  return (
    <SectionCard title="Ydelser og priser">
      <Text size="sm" c="gray.7">
        Priser i kr. pr. stilling ekskl. moms.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ydelse</Table.Th>
              <Table.Th ta="right">{freemium ? 'Pris' : M.normal}</Table.Th>
              {premiumplus ? <Table.Th ta="right">{M.premiumplus} (20 % rabat)</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.services.map((service) => (
              <Table.Tr key={service.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {service.title}
                  </Text>
                  {service.description ? (
                    <Text size="xs" c="gray.7">
                      {service.description}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  {service.priceNormalKr === null ? (
                    <Text size="sm" c="gray.7">
                      {M.contactForPrice}
                    </Text>
                  ) : (
                    <Text
                      size="sm"
                      td={premiumplus ? 'line-through' : undefined}
                      c={premiumplus ? 'gray.7' : undefined}
                    >
                      {kroner(service.priceNormalKr)}
                    </Text>
                  )}
                </Table.Td>
                {premiumplus ? (
                  <Table.Td ta="right" fw={600}>
                    {service.pricePremiumplusKr === null ? '–' : kroner(service.pricePremiumplusKr)}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

/**
 * /rekruttering (time-registration §2, §9; decision 031): freemium sees marketing panels, a contact link and
 * 'Opgrader til Premium'; premium and premiumplus the portal status, its link and their HR contact. Everyone sees
 * the price list (freemium: 'Kontakt os for pris'; premiumplus also the 20 % lower price).
 */
export function RecruitmentPage() {
  usePageTitle(M.pageTitle);
  const recruitment = useRecruitment();
  if (recruitment.isPending) return <PageLoader />;
  if (recruitment.isError) return <ErrorState onRetry={() => void recruitment.refetch()} />;
  const data = recruitment.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{M.pageTitle}</Title>
        <Text c="gray.7">Få hjælp til at finde og ansætte de rigtige medarbejdere.</Text>
      </Stack>
      {data.plan === 'freemium' ? <Marketing /> : <Portal data={data} />}
      <PriceList data={data} />
    </Stack>
  );
}
