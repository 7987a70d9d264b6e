import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { buttonStyle, Layout } from './layout';
import type { TemplateProps } from './props';

/** The link to choose a new password (api/README.md, "Password reset"). */
export default function PasswordReset(props: TemplateProps<'password-reset'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('passwordReset.intro', { shop: shop.name })}</Text>
      <Button href={values.link} style={buttonStyle}>
        {t('passwordReset.action')}
      </Button>
      <Text>
        <Link href={values.link}>{values.link}</Link>
      </Text>
      <Text>{t('passwordReset.expiry')}</Text>
      <Text>{t('passwordReset.ignore')}</Text>
    </Layout>
  );
}
