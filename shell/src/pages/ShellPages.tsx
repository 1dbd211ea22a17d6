import { Navigate, Route, Routes } from '@storefront/shared/router';
import { moduleAtom, useAtomValue } from '@storefront/shared';
import { NotFoundPage } from './NotFoundPage';
import { PolicyPage } from './PolicyPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignInPage } from '../features/auth/SignInPage';
import { SignUpPage } from '../features/auth/SignUpPage';
import { VerifyPhonePage } from '../features/auth/VerifyPhonePage';
import { OperatorPage } from '../features/operator/OperatorPage';

/** The pages the shell itself owns. */
export function ShellPages() {
  const isParcel = useAtomValue(moduleAtom)?.module_type === 'parcel';
  return (
    <Routes>
      <Route path="/auth/sign-in" element={<SignInPage />} />
      <Route path="/auth/sign-up" element={<SignUpPage />} />
      <Route path="/auth/verify-phone" element={<VerifyPhonePage />} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route
        path="/terms-and-conditions"
        element={<PolicyPage title="Terms and Conditions" path="/terms-and-conditions" />}
      />
      <Route path="/privacy-policy" element={<PolicyPage title="Privacy Policy" path="/privacy-policy" />} />
      <Route path="/refund-policy" element={<PolicyPage title="Refund Policy" path="/refund-policy" />} />
      <Route path="/cancellation-policy" element={<PolicyPage title="Cancellation Policy" path="/cancelation" />} />
      <Route path="/shipping-policy" element={<PolicyPage title="Shipping Policy" path="/shipping-policy" />} />
      <Route
        path="/help-and-support"
        element={<PolicyPage title={isParcel ? 'Contact' : 'Help & Support'} path="/about-us" />}
      />
      {/* The page's name on the platform's side: a shared or typed /about-us lands on it too. */}
      <Route path="/about-us" element={<Navigate to="/help-and-support" replace />} />
      <Route path="/operator" element={<OperatorPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
