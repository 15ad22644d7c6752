import { Country, SHIPPED_COUNTRIES } from '@club-pulse/contracts/support';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../lib/language-names.ts';

/** The countries a club or a helpline can be in, by name in the reader's language; those with shipped helplines first. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { i18n } = useTranslation();
  const byName = (codes: readonly string[]) =>
    codes.map((c) => ({ value: c, label: countryName(c, i18n.language) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const shipped: readonly string[] = SHIPPED_COUNTRIES;
  const data = [...byName(SHIPPED_COUNTRIES), ...byName(Country.options.filter((c) => !shipped.includes(c)))];
  return <Select searchable allowDeselect={false} {...props} data={data} />;
}
