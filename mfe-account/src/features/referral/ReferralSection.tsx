import { Button, Skeleton } from '@storefront/shared';
import { COPIED_TEXT, useCopy } from '../../lib/use-copy';
import { Card, Muted, Row, SectionTitle, Stack } from '../../ui/layout';
import { useCustomerInfo } from '../../lib/profile-api';

/** /referral-code: the customer's code, to copy or share. */
export function ReferralSection() {
  const { data: info } = useCustomerInfo();
  const { copied, copy } = useCopy();
  const code = info?.ref_code ?? '';
  const share = async () => {
    const text = `Use my referral code ${code} when you sign up.`;
    if (navigator.share)
      await navigator.share({ text, url: `${window.location.origin}/auth/sign-up` }).catch(() => undefined);
    else await copy(code);
  };
  return (
    <Stack>
      <SectionTitle as="h1">Referral Code</SectionTitle>
      <Card>
        <Stack $gap="0.75rem">
          <Muted>Invite friends: they sign up with your code and you both earn.</Muted>
          {!info ? (
            <Skeleton $height="2.5rem" />
          ) : code ? (
            <Row $wrap>
              <code style={{ fontSize: '1.3rem', fontWeight: 700 }} data-testid="referral-code">
                {code}
              </code>
              <Button type="button" $variant="secondary" onClick={() => void copy(code)}>
                {copied === code ? COPIED_TEXT : 'Copy'}
              </Button>
              <Button type="button" onClick={() => void share()}>
                Share
              </Button>
            </Row>
          ) : (
            <Muted>No referral code yet.</Muted>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
