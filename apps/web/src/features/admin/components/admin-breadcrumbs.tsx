import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the page sits in the admin area: each step but the last is a link. */
export function AdminBreadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs mb="sm" separatorMargin={4} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {items.map((item) =>
          item.to ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" c="dimmed" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
