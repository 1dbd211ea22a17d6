import { useState } from 'react';
import { Field, Form, Formik, type FieldProps } from '@storefront/shared/formik';
import { useSWRConfig } from 'swr';
import { Button, NumberField, apiClient, errorMessages, toast, useConfig } from '@storefront/shared';
import { zodValidate } from '@storefront/shared/forms';
import { LoyaltyTransactionsResponseSchema } from '@storefront/shared/contract/loyalty';
import { usePrice } from '../../lib/use-price';
import { TransactionList } from '../../ui/TransactionList';
import { Card, Muted, Row, SectionTitle, Stack } from '../../ui/layout';
import { CUSTOMER_INFO_KEY, useCustomerInfo } from '../../lib/profile-api';
import { POINT_TRANSFER_MESSAGE, pointTransferSchema, pointsToAmount } from './loyalty-rules';

/** /loyalty-points: points, the point-to-wallet transfer and the history. */
export function LoyaltySection() {
  const { data: info } = useCustomerInfo();
  const { data: config } = useConfig();
  const { mutate } = useSWRConfig();
  const price = usePrice();
  const [refreshKey, setRefreshKey] = useState(0);
  const balance = info?.loyalty_point ?? 0;
  const minimum = config?.loyalty_point_minimum_point ?? 0;
  return (
    <Stack>
      <SectionTitle as="h1">Loyalty Points</SectionTitle>
      <Card aria-label="Loyalty point balance">
        <Muted>Total points</Muted>
        <p style={{ margin: 0, fontSize: '1.8rem', fontWeight: 700 }} data-testid="loyalty-balance">
          {info ? balance : '…'}
        </p>
      </Card>
      <Card>
        <Formik<{ point: string }>
          initialValues={{ point: '' }}
          validate={zodValidate(pointTransferSchema(balance, minimum))}
          onSubmit={async (values, helpers) => {
            try {
              await apiClient.post('/customer/loyalty-point/point-transfer', { point: Number(values.point) });
              toast.success(POINT_TRANSFER_MESSAGE);
              helpers.resetForm();
              await mutate(CUSTOMER_INFO_KEY);
              setRefreshKey((key) => key + 1);
            } catch (error) {
              for (const message of errorMessages(error)) toast.error(message);
            }
          }}
        >
          {({ values, isSubmitting }) => (
            <Form noValidate aria-label="Convert to wallet money">
              <Stack $gap="0.75rem">
                <strong>Convert to wallet money</strong>
                <Field name="point">
                  {({ field, meta }: FieldProps<string>) => (
                    <NumberField label="Points" min={0} {...field} error={meta.touched ? meta.error : undefined} />
                  )}
                </Field>
                {config?.loyalty_point_exchange_rate ? (
                  <Muted>
                    {values.point || 0} points ={' '}
                    {price(pointsToAmount(Number(values.point) || 0, config.loyalty_point_exchange_rate))}
                    {minimum ? ` · minimum ${minimum} points` : ''}
                  </Muted>
                ) : null}
                <Row>
                  <Button type="submit" disabled={isSubmitting}>
                    Convert
                  </Button>
                </Row>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card>
      <SectionTitle>Point History</SectionTitle>
      <TransactionList
        url="/customer/loyalty-point/transactions"
        schema={LoyaltyTransactionsResponseSchema}
        label="Loyalty point transactions"
        format={(points) => `${points} points`}
        refreshKey={refreshKey}
      />
    </Stack>
  );
}
