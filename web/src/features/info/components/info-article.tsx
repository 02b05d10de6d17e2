import './info-article.css';
import type { ReactNode } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';

export interface InfoArticleProps {
  title: string;
  description: ReactNode;
  /** Legal pages say when they last changed. */
  updated?: string;
  children: ReactNode;
}

/** A readable page of text: narrow column, one card, headings that outline the document. */
export function InfoArticle({ title, description, updated, children }: InfoArticleProps) {
  return (
    <ContentLayout eyebrow="Information" title={title} description={description} narrow>
      {updated && <p className="info-article__updated">Last updated {updated}</p>}
      <article className="info-article">{children}</article>
    </ContentLayout>
  );
}
