import { useCallback, useState } from 'react';
import { useSearchParams } from '@storefront/shared/router';
import { Field, Form, Formik, type FieldProps } from '@storefront/shared/formik';
import useSWR, { useSWRConfig } from 'swr';
import {
  Button,
  NumberField,
  apiClient,
  errorMessages,
  getParsed,
  parseReply,
  toast,
  useConfig,
} from '@storefront/shared';
import { zodValidate } from '@storefront/shared/forms';
import { goToPaymentPage, useAttemptKey } from '@storefront/shared/ordering';
import { AddFundResponseSchema, WalletTransactionsResponseSchema } from '@storefront/shared/contract/wallet';
import { WalletBonusListSchema } from '@storefront/shared/contract/wallet-bonus';
import { usePrice } from '../../lib/use-price';
import { TransactionList } from '../../ui/TransactionList';
import { Card, Muted, Row, SectionTitle, Stack } from '../../ui/layout';
import { CUSTOMER_INFO_KEY, useCustomerInfo } from '../../lib/profile-api';
import { TopUpReturn } from './TopUpReturn';
import { MAX_ADD_FUND, addFundEnabled, addFundSchema, bonusFor, bonusText } from './wallet-rules';

const BONUSES_KEY = '/customer/wallet/bonuses';
const ADD_FUND_URL = '/customer/wallet/add-fund';

/**
 * The running top-up bonuses and the amount form (only when the configuration allows top-ups). Add
 * Fund goes to the payment provider's page; the wallet is credited once the provider confirms.
 */
function AddFund() {
  const price = usePrice();
  const attempt = useAttemptKey();
  // Bonuses are an extra: if they fail to load, the form still works.
  const { data: bonuses = [] } = useSWR(BONUSES_KEY, (url: string) => getParsed(url, WalletBonusListSchema));
  return (
    <>
      {bonuses.length > 0 ? (
        <Card aria-label="Wallet bonuses">
          <Stack $gap="0.5rem">
            <strong>Wallet Bonuses</strong>
            <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
              {bonuses.map((bonus) => (
                <li key={bonus.id}>
                  <strong>{bonus.title}</strong> · {bonusText(bonus, price)}
                  {bonus.description ? (
                    <>
                      <br />
                      <Muted>{bonus.description}</Muted>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </Stack>
        </Card>
      ) : null}
      <Card>
        <Formik<{ amount: string }>
          initialValues={{ amount: '' }}
          validate={zodValidate(addFundSchema)}
          onSubmit={async (values) => {
            try {
              const response = await attempt.send((headers) =>
                apiClient.post<unknown>(ADD_FUND_URL, { amount: Number(values.amount) }, { headers }),
              );
              const reply = parseReply(ADD_FUND_URL, AddFundResponseSchema, response.data);
              if (!reply.redirect_link) throw new Error('The top-up came back without its payment page.');
              goToPaymentPage(reply.redirect_link);
            } catch (error) {
              // The typed amount stays so the customer can try again.
              for (const message of errorMessages(error)) toast.error(message);
            }
          }}
        >
          {({ values, isSubmitting }) => {
            const bonus = bonusFor(bonuses, Number(values.amount) || 0);
            return (
              <Form noValidate aria-label="Add Fund">
                <Stack $gap="0.75rem">
                  <strong>Add Fund</strong>
                  <Field name="amount">
                    {({ field, meta }: FieldProps<string>) => (
                      <NumberField
                        label="Amount"
                        min={0}
                        max={MAX_ADD_FUND}
                        step="0.01"
                        {...field}
                        error={meta.touched ? meta.error : undefined}
                      />
                    )}
                  </Field>
                  {bonus > 0 ? <Muted>You get {price(bonus)} bonus with this amount.</Muted> : null}
                  <Row>
                    <Button type="submit" disabled={isSubmitting}>
                      Add Fund
                    </Button>
                  </Row>
                </Stack>
              </Form>
            );
          }}
        </Formik>
      </Card>
    </>
  );
}

/** /wallet: the balance, adding funds (when allowed) and the transaction history. */
export function WalletSection() {
  const { data: info } = useCustomerInfo();
  const { data: config } = useConfig();
  const { mutate } = useSWRConfig();
  const price = usePrice();
  const [refreshKey, setRefreshKey] = useState(0);
  const [params] = useSearchParams();
  const topUp = params.get('top_up');
  const refresh = useCallback(async () => {
    setRefreshKey((key) => key + 1);
    await mutate(CUSTOMER_INFO_KEY);
  }, [mutate]);
  return (
    <Stack>
      <SectionTitle as="h1">Wallet</SectionTitle>
      <Card aria-label="Wallet balance">
        <Muted>Total balance</Muted>
        <p style={{ margin: 0, fontSize: '1.8rem', fontWeight: 700 }} data-testid="wallet-balance">
          {info ? price(info.wallet_balance) : '…'}
        </p>
      </Card>
      {topUp ? (
        <TopUpReturn key={topUp} reference={topUp} left={params.get('payment') === 'left'} onCredited={refresh} />
      ) : null}
      {addFundEnabled(config) ? <AddFund /> : null}
      <SectionTitle>Transaction History</SectionTitle>
      <TransactionList
        url="/customer/wallet/transactions"
        schema={WalletTransactionsResponseSchema}
        label="Wallet transactions"
        format={price}
        refreshKey={refreshKey}
      />
    </Stack>
  );
}
