import { SubscribeNewsletter } from '../../../core/newsletter/subscribe-newsletter';
import type { Resolver } from '../../app/services';
import { FeatureLoader } from '../../app/features';

/**
 * The footer's sign-up, loaded on its first submit (the footer is on every page and stays out of
 * this chunk): binds the newsletter feature, then asks `email-subscription`. Answers the server's
 * message; a refusal throws RequestError.
 */
export async function subscribeFromFooter(resolver: Resolver, email: string, language: string): Promise<string> {
  await resolver.get<FeatureLoader>(FeatureLoader).load('newsletter');
  return resolver.get(SubscribeNewsletter).execute(email, language);
}
