import { Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** The page's heading, also written into the document title. */
export function PageTitle({ children, text }: { children?: ReactNode; text: string }) {
  useEffect(() => {
    document.title = `${text} · Club Pulse`;
  }, [text]);
  return (
    <Title order={1} size="h2" mb="md">
      {children ?? text}
    </Title>
  );
}
