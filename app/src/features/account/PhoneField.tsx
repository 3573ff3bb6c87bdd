import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { Input } from '@storefront/ui';
import { useEffect } from 'react';
import { useResource } from '../../data/use-resource';
import { areaCodes, type AreaCode } from './account-data';
import { digits } from './rules';

const NO_CODES: readonly AreaCode[] = [];

interface PhoneFieldProps {
  areaCode: string;
  phone: string;
  onAreaCode: (value: string) => void;
  onPhone: (value: string) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}

/** A phone number with its area code (getTelephoneAreaCodeList; the region's own country comes first). */
export function PhoneField({ areaCode, phone, onAreaCode, onPhone, label, error, disabled }: PhoneFieldProps) {
  useSignals();
  const list = useResource(areaCodes, 'all')?.data.value ?? NO_CODES;
  useEffect(() => {
    const first = list[0];
    if (!areaCode && first) onAreaCode(first.area_code);
  }, [areaCode, list, onAreaCode]);

  return (
    <Input
      label={label ?? m.account_phone_number()}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={phone}
      onChange={(value) => onPhone(digits(value))}
      maxLength={15}
      error={error}
      disabled={disabled}
      prefix={
        <select
          className="sf-account__area"
          aria-label={m.account_area_code()}

          value={areaCode}
          disabled={disabled}
          onChange={(event) => onAreaCode(event.target.value)}
        >
          {list.length === 0 && <option value={areaCode}>{areaCode ? `+${areaCode}` : '+'}</option>}
          {list.map((item) => (
            <option key={`${item.country_code}-${item.area_code}`} value={item.area_code}>
              +{item.area_code} {item.area_name}
            </option>
          ))}
        </select>
      }
    />
  );
}
