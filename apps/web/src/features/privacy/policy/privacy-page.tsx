import { CLOSURE_GRACE_DAYS, PROCESSING_CATEGORIES, SECURITY_MEASURES } from '@kollega/domain';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { useProcessingTerms } from '../api/get-processing-terms';

/**
 * /privatliv (issue 33, decision 051): what the Databehandleraftale says, in prose, for anyone: who processes the
 * data, what is processed (PROCESSING_CATEGORIES, the list the agreement is drawn from), the sub-processors this
 * installation is configured with, the security measures and when data is deleted.
 */
export function PrivacyPage() {
  usePageTitle('Privatliv');
  const terms = useProcessingTerms();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Privatliv og databehandling</Title>
        <Text>
          Virksomheder, der bruger Kollega, er dataansvarlige for oplysningerne om deres medarbejdere. Kollega
          er deres databehandler og behandler kun oplysningerne for at levere systemet. Ejere og
          administratorer kan hente databehandleraftalen som PDF på siden Virksomhed.
        </Text>
        {terms.isSuccess ? (
          <Text>
            Databehandler: {terms.data.processor.name}, {terms.data.processor.address}, CVR-nr.{' '}
            {terms.data.processor.cvr},{' '}
            <Anchor href={`mailto:${terms.data.processor.email}`}>{terms.data.processor.email}</Anchor>.
          </Text>
        ) : (
          <QueryState query={terms} variant="alert" />
        )}

        <Stack gap="xs">
          <Title order={2} size="h3">
            Hvilke oplysninger behandles
          </Title>
          {PROCESSING_CATEGORIES.map((category) => (
            <Text key={category.key}>
              <Text span fw={600}>
                {category.label}:
              </Text>{' '}
              {category.data} (om {category.subjects}).
              {category.sensitive ? ` Særlige oplysninger: ${category.sensitive}.` : ''}
            </Text>
          ))}
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h3">
            Underdatabehandlere
          </Title>
          {terms.isSuccess ? (
            terms.data.subProcessors.length === 0 ? (
              <Text>Denne installation af Kollega bruger ingen underdatabehandlere.</Text>
            ) : (
              <List>
                {terms.data.subProcessors.map((sub) => (
                  <List.Item key={`${sub.role}:${sub.name}`}>
                    {sub.role}: {sub.name}
                  </List.Item>
                ))}
              </List>
            )
          ) : null}
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h3">
            Sikkerhed
          </Title>
          <List>
            {SECURITY_MEASURES.map((measure) => (
              <List.Item key={measure}>{measure}</List.Item>
            ))}
          </List>
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h3">
            Sletning
          </Title>
          <Text>
            Lukker ejeren virksomhedens konto, slettes alle oplysninger og filer {CLOSURE_GRACE_DAYS} dage
            senere; indtil da kan kontoen genåbnes, og data kan eksporteres. Fakturaer fra Kollega gemmes i 5
            år, som bogføringsloven kræver. Den enkelte medarbejders oplysninger kan hentes med 'Eksportér
            persondata'.
          </Text>
        </Stack>
        <Anchor href={paths.home}>Til forsiden</Anchor>
      </Stack>
    </Container>
  );
}
