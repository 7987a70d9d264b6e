import { Text } from '@react-email/text';
import { Layout } from './layout';
import type { TemplateProps } from './props';
import { RideDetails } from './ride';

/** REMINDER_HOURS_BEFORE hours before the pickup (mail/sender.ts): the ride is near. */
export default function RideReminder(props: TemplateProps<'ride-reminder'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('rideReminder.intro', { shop: shop.name })}</Text>
      <RideDetails {...props} />
    </Layout>
  );
}
