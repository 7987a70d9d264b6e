import { Text } from '@react-email/text';
import { Layout } from './layout';
import type { TemplateProps } from './props';

/** The last mail to an address: what was removed and what the shop keeps. */
export default function AccountDeleted(props: TemplateProps<'account-deleted'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('accountDeleted.body', { shop: shop.name })}</Text>
      <Text>{t('accountDeleted.goodbye')}</Text>
    </Layout>
  );
}
