import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { earliestBirthDateOn } from '../../../lib/birth-date.ts';
import { todayIso } from '../../../lib/dates.ts';

/**
 * A member's birth date in the admin's forms, with the date picker bounded as registration's is. It is what tells
 * a member under the guardian age, who confirms a guardian's consent when choosing their password.
 */
export function BirthDateInput(props: Omit<TextInputProps, 'type' | 'label' | 'min' | 'max'> & { 'data-testid'?: string }) {
  const { t } = useTranslation('users');
  const today = todayIso();
  return <TextInput label={t('fields.birthDate')} type="date" min={earliestBirthDateOn(today)} max={today} {...props} />;
}
