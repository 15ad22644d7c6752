import { Box } from '@mantine/core';
import { ContentLoader } from './content-loader.tsx';

/** What a signed-in area shows while its loader runs on the first load of the page: a spinner, the screen's height. */
export function AreaLoading() {
  return (
    <Box mih="100dvh" pt="xl">
      <ContentLoader />
    </Box>
  );
}
