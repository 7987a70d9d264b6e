/** The motorcycle list every app reads (shared-auth's `getMotorcycles`), and boot scripts ask for early. */
export const MOTORCYCLES_PATH = '/api/v1/motorcycles';
