import { useSearchParams } from '@storefront/shared/router';
import { AccountLayout } from '../features/account-shell/AccountLayout';
import { sectionOf, type SectionPage } from '../features/account-shell/sections';
import { AddressesSection } from '../features/addresses/AddressesSection';
import { ChatSection } from '../features/chat/ChatSection';
import { DELIVERY_MAN_CHAT_LOGIN_MESSAGE, isDeliveryManChat } from '../lib/chat-rules';
import { CouponsSection } from '../features/coupons/CouponsSection';
import { LoyaltySection } from '../features/loyalty/LoyaltySection';
import { NotificationsSection } from '../features/notifications/NotificationsSection';
import { OrdersSection } from '../features/orders/OrdersSection';
import { ProfileSettings } from '../features/profile/ProfileSettings';
import { ReferralSection } from '../features/referral/ReferralSection';
import { SettingsSection } from '../features/settings/SettingsSection';
import { WalletSection } from '../features/wallet/WalletSection';

function Section({ page }: { page: SectionPage }) {
  switch (page) {
    case 'profile-settings':
      return <ProfileSettings />;
    case 'my-orders':
      return <OrdersSection />;
    case 'addresses':
      return <AddressesSection />;
    case 'notifications':
      return <NotificationsSection />;
    case 'wallet':
      return <WalletSection />;
    case 'coupons':
      return <CouponsSection />;
    case 'loyalty-points':
      return <LoyaltySection />;
    case 'referral-code':
      return <ReferralSection />;
    case 'settings':
      return <SettingsSection />;
    case 'inbox':
      return <ChatSection />;
  }
}

/** /profile?page=…, and the account routes that name their section by path (/my-orders, /wallet…). */
export function ProfilePage({ page }: { page?: SectionPage }) {
  const [params] = useSearchParams();
  const section = page ?? sectionOf(params.get('page'));
  const signInMessage = section === 'inbox' && isDeliveryManChat(params) ? DELIVERY_MAN_CHAT_LOGIN_MESSAGE : undefined;
  return (
    <AccountLayout page={section} signInMessage={signInMessage}>
      <Section page={section} />
    </AccountLayout>
  );
}
