import { Text } from '@react-email/text';
import { Layout } from './layout';
import type { TemplateProps } from './props';

/** Sent to the OLD address, naming the new one, so a stolen account does not go unnoticed. */
export default function EmailChanged(props: TemplateProps<'email-changed'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('emailChanged.body', { shop: shop.name, newEmail: values.newEmail })}</Text>
      <Text>{t('emailChanged.notYou')}</Text>
    </Layout>
  );
}
