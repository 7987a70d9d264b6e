import { Text } from '@react-email/text';
import { Layout } from './layout';
import type { TemplateProps } from './props';

/** After a reset or a change on /account: the rider learns of it even if it was not them. */
export default function PasswordChanged(props: TemplateProps<'password-changed'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('passwordChanged.body', { shop: shop.name })}</Text>
      <Text>{t('passwordChanged.notYou')}</Text>
    </Layout>
  );
}
