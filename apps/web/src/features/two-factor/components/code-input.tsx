import { TWO_FACTOR_CODE_LENGTH } from '@club-pulse/contracts/constants';
import { TextInput, type TextInputProps } from '@mantine/core';

/** A field for a code of the authenticator app: the one-time-code hint, a numeric keyboard on a phone. */
export function CodeInput(props: TextInputProps) {
  return <TextInput autoComplete="one-time-code" inputMode="numeric" maxLength={TWO_FACTOR_CODE_LENGTH} name="code" required {...props} />;
}
