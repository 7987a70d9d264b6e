import { Text } from '@react-email/text';
import { MailAction } from './action';
import { Layout } from './layout';
import type { TemplateProps } from './props';

/** The link to choose a new password (api/README.md, "Password reset"). */
export default function PasswordReset(props: TemplateProps<'password-reset'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('passwordReset.intro', { shop: shop.name })}</Text>
      <MailAction href={values.link}>{t('passwordReset.action')}</MailAction>
      <Text>{t('passwordReset.expiry')}</Text>
      <Text>{t('passwordReset.ignore')}</Text>
    </Layout>
  );
}
