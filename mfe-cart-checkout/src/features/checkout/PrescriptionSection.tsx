import { Section } from './checkout-ui';
import { ImagePicker } from '@storefront/shared/forms';
import { PRESCRIPTION_IMAGES_ONLY_MESSAGE } from './prescription';

/** The prescription's photos: for a prescription order at a store, or for items that need one. */
export function PrescriptionSection({
  prescriptionOrder,
  storeName,
  direct,
  images,
  onChange,
}: {
  /** A prescription order (/checkout?page=prescription), priced by the store. */
  prescriptionOrder: boolean;
  storeName: string | undefined;
  /** A Buy now or campaign item rather than the cart. */
  direct: boolean;
  images: File[];
  onChange: (images: File[]) => void;
}) {
  return (
    <Section aria-labelledby="prescription-heading">
      <h2 id="prescription-heading">Prescription</h2>
      <p>
        {prescriptionOrder
          ? `Upload a photo of your prescription and ${storeName ?? 'the store'} prepares your order.`
          : direct
            ? 'This item needs a prescription. Upload a photo of it.'
            : 'Some items in your cart need a prescription. Upload a photo of it.'}
      </p>
      <ImagePicker
        images={images}
        onChange={onChange}
        label="Upload prescription"
        itemName="Prescription"
        imagesOnlyMessage={PRESCRIPTION_IMAGES_ONLY_MESSAGE}
      />
    </Section>
  );
}
