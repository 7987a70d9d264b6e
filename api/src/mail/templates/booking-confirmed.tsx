import { Text } from '@react-email/text';
import { Layout } from './layout';
import type { TemplateProps } from './props';
import { RideDetails } from './ride';

/** Written with the booking: the ride in the rider's inbox, its calendar file attached. */
export default function BookingConfirmed(props: TemplateProps<'booking-confirmed'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('bookingConfirmed.intro', { shop: shop.name })}</Text>
      <RideDetails {...props} />
    </Layout>
  );
}
