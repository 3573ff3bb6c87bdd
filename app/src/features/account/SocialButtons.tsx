import { m } from '@storefront/sdk/i18n';
import { PROVIDERS, type Provider } from './rules';
import { providerSignInUrl } from './provider-sign-in';

interface SocialButtonsProps {
  /** Our page the provider sends the user back to (the provider is added to its query). */
  returnPath: string;
  /** Asked before leaving for the provider; false stays here (e.g. the agreement is not ticked). */
  allow: () => boolean;
  /** The button's text for a provider's name; default 'Continue with Facebook'. */
  label?: (name: string) => string;
}

function providerReturnPath(returnPath: string, provider: Provider): string {
  const url = new URL(returnPath, 'https://own.invalid');
  url.searchParams.set('provider', provider);
  return `${url.pathname}${url.search}`;
}

/** Facebook and Google buttons that go to the provider's sign-in page (the simulator's stand-in). */
export function SocialButtons({ returnPath, allow, label }: SocialButtonsProps) {
  const start = (provider: Provider) => {
    if (!allow()) return;
    window.location.assign(providerSignInUrl(provider, providerReturnPath(returnPath, provider)));
  };
  return (
    <div className="sf-account__social">
      {(Object.keys(PROVIDERS) as Provider[]).map((provider) => (
        <button
          key={provider}
          type="button"
          className="sf-account__secondary"
          data-provider={provider}
          onClick={() => start(provider)}
        >
          {label ? label(PROVIDERS[provider].name) : m.account_continue_with({ name: PROVIDERS[provider].name })}
        </button>
      ))}
    </div>
  );
}
