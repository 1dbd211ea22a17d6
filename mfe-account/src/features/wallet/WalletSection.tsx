import { WalletTransactionsResponseSchema } from '@storefront/shared/contract/wallet';
import { usePrice } from '../../lib/use-price';
import { TransactionList } from '../../ui/TransactionList';
import { Card, Muted, SectionTitle, Stack } from '../../ui/layout';
import { useCustomerInfo } from '../profile/profile-api';

/** /wallet: the balance and the transaction history. */
export function WalletSection() {
  const { data: info } = useCustomerInfo();
  const price = usePrice();
  return (
    <Stack>
      <SectionTitle as="h1">Wallet</SectionTitle>
      <Card aria-label="Wallet balance">
        <Muted>Total balance</Muted>
        <p style={{ margin: 0, fontSize: '1.8rem', fontWeight: 700 }} data-testid="wallet-balance">
          {info ? price(info.wallet_balance) : '…'}
        </p>
      </Card>
      <SectionTitle>Transaction History</SectionTitle>
      <TransactionList
        url="/customer/wallet/transactions"
        schema={WalletTransactionsResponseSchema}
        label="Wallet transactions"
        format={price}
      />
    </Stack>
  );
}
