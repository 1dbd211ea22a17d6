import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  ConfirmDialog,
  Select,
  countryAtom,
  languageAtom,
  settingsAtom,
  toast,
  useAtom,
  useConfig,
  useSetAtom,
} from '@storefront/shared';
import {
  LANGUAGE_CHANGED,
  LANGUAGE_CONFIRM_TEXT,
  LANGUAGE_CONFIRM_TITLE,
  directionOf,
  languageOptions,
  type LanguageOption,
} from './language-rules';

// Compact, to sit in the top bar.
const LanguageSelect = styled(Select)`
  min-height: 32px;
  border-radius: 8px;
`;

const RELOAD_DELAY_MS = 800;

export function LanguageControl() {
  const { data: config } = useConfig();
  const [language, setLanguage] = useAtom(languageAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const setCountry = useSetAtom(countryAtom);
  const [pending, setPending] = useState<LanguageOption | null>(null);
  const id = useId();
  const options = languageOptions(config?.language);

  const apply = (choice: LanguageOption) => {
    setLanguage(choice);
    setCountry(choice.countryCode);
    setSettings({ ...settings, direction: directionOf(choice.languageCode) });
    toast.success(LANGUAGE_CHANGED);
    setPending(null);
    // The page reloads to fetch translated content.
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Language
      </label>
      <LanguageSelect
        id={id}
        value={language.languageCode}
        onChange={(event) => {
          const choice = options.find((option) => option.languageCode === event.target.value);
          if (choice && choice.languageCode !== language.languageCode) {
            setPending(choice);
            // The page reloads 800 ms after its toast: the toast stack must be there by then.
            toast.prepare();
          }
        }}
      >
        {options.map((option) => (
          <option key={option.languageCode} value={option.languageCode}>
            {option.languageName}
          </option>
        ))}
      </LanguageSelect>
      <ConfirmDialog
        open={pending !== null}
        title={LANGUAGE_CONFIRM_TITLE}
        text={LANGUAGE_CONFIRM_TEXT}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && apply(pending)}
      />
    </>
  );
}
