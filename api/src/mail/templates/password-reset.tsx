import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { Layout } from './layout';
import type { TemplateProps } from './props';

const button = {
  backgroundColor: '#1f6f8b',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '4px',
};

/** The link to choose a new password (api/README.md, "Password reset"). */
export default function PasswordReset(props: TemplateProps<'password-reset'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('passwordReset.intro', { shop: shop.name })}</Text>
      <Button href={values.link} style={button}>
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
