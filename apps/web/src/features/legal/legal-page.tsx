import { Container, Stack, Text, Title } from '@mantine/core';
import { PageHeading } from '../../ui/page-heading';

export interface LegalSection {
  title: string;
  text: string;
}

/** A legal text: a heading and titled sections. */
export function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  return (
    <Container size="md" py="xl">
      <PageHeading title={title} />
      <Stack gap="lg">
        {sections.map((section) => (
          <section key={section.title}>
            <Title order={2} fz="h3" mb={6}>
              {section.title}
            </Title>
            <Text>{section.text}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
