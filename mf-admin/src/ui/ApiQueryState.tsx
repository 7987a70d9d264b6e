import type { ComponentProps } from 'react';
import { refusalOf } from 'shared-auth/api';
import { QueryState } from 'shared-ui';

type Props = Omit<ComponentProps<typeof QueryState>, 'refusal'> & {
  query: { error?: Parameters<typeof refusalOf>[0] };
};

/** QueryState for an admin api query whose refusal (a 4xx) is said in the api's words. */
export function ApiQueryState(props: Props) {
  return <QueryState {...props} refusal={refusalOf(props.query.error)} />;
}
