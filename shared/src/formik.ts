/**
 * formik, as the parts use it: `import { Formik } from '@storefront/shared/formik'`. The shell's forms
 * (sign-in, the newsletter) and a part's (checkout, profile, parcel) meet on one page; shared through
 * this module, that page downloads formik once, not once per part. Loaded on demand: no first screen
 * shows a form.
 */
export { Field, Form, Formik, useFormik, type FieldProps, type FormikHelpers } from 'formik';
