/** The privacy policy and terms of service as HTML fragments: headings, paragraphs, lists and links only. */

const COMPANY = 'Tile Storefront Group';
const UPDATED = '1 January 2026';

export function privacyPolicyHtml(regionName: string): string {
  return `<h1>Privacy Policy</h1>
<p><em>Last updated: ${UPDATED}. Applies to customers served by our ${regionName} data centre.</em></p>
<p>${COMPANY} ("we") respects your privacy. This policy explains what personal data the storefront collects, why, and the choices you have.</p>
<h2>1. Data we collect</h2>
<ul>
<li><strong>Account data:</strong> your name, gender, telephone number with country code, e-mail address and password (stored only as a secure hash).</li>
<li><strong>Profile data:</strong> your country, state or province and city, and an optional profile picture.</li>
<li><strong>Social sign-in data:</strong> when you sign in with Facebook or Google, the account identifier and e-mail address the provider shares with us.</li>
<li><strong>Usage data:</strong> products, cases and room displays you view or save, calculator records, shopping lists and store appointments.</li>
<li><strong>Location:</strong> your approximate position, only when you allow it, to show the nearest stores.</li>
</ul>
<h2>2. How we use it</h2>
<ol>
<li>To create and secure your account, including sending verification codes.</li>
<li>To book and manage store appointments and connect you with a sales representative.</li>
<li>To remember your favourites, calculations and shopping lists across devices.</li>
<li>To improve our collections and the storefront, using aggregated statistics.</li>
</ol>
<h2>3. Where your data is kept</h2>
<p>Accounts are regional: your data is stored in the data centre of the country you chose and is not copied to other regions.</p>
<h2>4. Sharing</h2>
<p>We share data only with the store and sales representative you book with, and with service providers who process it on our behalf under contract. We never sell personal data.</p>
<h2>5. Retention</h2>
<p>We keep account data while your account is active and for up to 24 months afterwards, unless the law requires longer.</p>
<h2>6. Your rights</h2>
<ul>
<li>Access, correct or delete your personal data.</li>
<li>Withdraw consent to location access at any time in your browser settings.</li>
<li>Unlink a social account from Account Security.</li>
<li>Complain to your local data protection authority.</li>
</ul>
<h2>7. Contact</h2>
<p>Write to <a href="mailto:privacy@tile-storefront.example">privacy@tile-storefront.example</a>.</p>`;
}

export function serviceRulesHtml(regionName: string): string {
  return `<h1>Terms of Service</h1>
<p><em>Last updated: ${UPDATED}. These terms govern your use of the ${COMPANY} storefront in the ${regionName} region.</em></p>
<h2>1. Your account</h2>
<ul>
<li>You must give accurate information and keep your password confidential.</li>
<li>An account belongs to one region; switching country requires registering again in the new region.</li>
<li>After five wrong passwords within 15 minutes, sign-in is paused for 15 minutes to protect your account.</li>
</ul>
<h2>2. Product information</h2>
<p>Colours and textures of tiles shown on screen may differ from the real product. Sizes, finishes and availability are confirmed in store.</p>
<h2>3. Calculator and shopping lists</h2>
<p>The tile calculator gives an estimate. We recommend ordering 5&ndash;10% extra for cuts and breakage; final quantities are confirmed by your store.</p>
<h2>4. Appointments</h2>
<ol>
<li>Appointments are held at the chosen store and time, subject to the store's confirmation.</li>
<li>Please arrive on time; the store may release a slot after 15 minutes.</li>
<li>You can see past and upcoming appointments under My Appointments.</li>
</ol>
<h2>5. Acceptable use</h2>
<p>Do not misuse the storefront, attempt to access other customers' data, or upload unlawful content.</p>
<h2>6. Liability</h2>
<p>To the extent permitted by law, we are not liable for indirect losses arising from use of the storefront.</p>
<h2>7. Changes</h2>
<p>We may update these terms; we will show the new version in the storefront before it applies.</p>
<h2>8. Contact</h2>
<p>Questions: <a href="mailto:support@tile-storefront.example">support@tile-storefront.example</a>.</p>`;
}
