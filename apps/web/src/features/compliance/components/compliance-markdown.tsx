import { Typography } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';

type HeadingProps = ComponentPropsWithoutRef<'h1'> & { node?: unknown };
/** The page has its own h1: the text's headings go one level down. */
const demote = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function Heading({ node: _node, ...props }: HeadingProps) {
    return <Tag {...props} />;
  };
const COMPONENTS: Components = { h1: demote('h2'), h2: demote('h3'), h3: demote('h4'), h4: demote('h5'), h5: demote('h6'), h6: demote('h6') };

/** Renders a compliance text's Markdown safely: raw HTML is dropped, links stay plain links. */
export function ComplianceMarkdown({ content }: { content: string }) {
  return (
    <Typography data-testid="compliance-text">
      <Markdown skipHtml components={COMPONENTS}>
        {content}
      </Markdown>
    </Typography>
  );
}
