import { Badge, Group, Image, Text, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Language } from '../../generated/graphql';
import { ContentLanguageBadge, useContentLang } from '../../ui/content-language';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import { PageHeading } from '../../ui/page-heading';
import { registerWallTexts } from './wall-texts';

registerWallTexts();

/** What the article's page shows of it: the app's own article and the console's preview of a draft. */
export interface ArticleBodyArticle {
  /** The language of its texts (the console's preview: the version being previewed). */
  language?: Language;
  title: string;
  perex: string;
  contentHtml: string;
  publishedAt: string | null;
  image?: { url: string; alt: string } | null;
  label?: { label: string; color: string } | null;
  author?: { shortname: string } | null;
}

interface ArticleBodyProps {
  article: ArticleBodyArticle;
  back?: { label: string; to: string };
  actions?: ReactNode;
  /** Off in the console's preview, whose page has its own title. */
  documentTitle?: boolean;
}

/** An article as readers see it: title and perex, label, date and author, picture and text. */
export function ArticleBody({ article, back, actions, documentTitle = true }: ArticleBodyProps) {
  const { t, i18n } = useTranslation();
  const lang = useContentLang(article.language);
  return (
    <>
      <div>
        <PageHeading
          title={article.title}
          description={article.perex}
          back={back}
          actions={actions}
          documentTitle={documentTitle}
          lang={lang}
        />
        <Group gap="sm" mt={-8}>
          {article.label && (
            <Badge color={article.label.color} variant="filled" radius="sm">
              {article.label.label}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {[
              article.publishedAt &&
                t('wall:article.publishedAt', { date: formatDateTime(article.publishedAt, i18n.language) }),
              article.author && t('wall:article.by', { name: article.author.shortname }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <ContentLanguageBadge language={article.language} />
        </Group>
      </div>
      {article.image && <Image src={article.image.url} alt={article.image.alt} radius="lg" />}
      <Typography lang={lang}>
        {/* Rendered by the API from Markdown and sanitised there (sanitize-html, an allow-list of tags). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by the API. */}
        <div dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
      </Typography>
    </>
  );
}
