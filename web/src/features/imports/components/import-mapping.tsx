import type { ImportField } from '@wattle/shared/imports';
import { Select } from '@/components/ui/select';

/** One row per file column: the field it goes to (or not imported) and the first row's value. */
export function ImportMapping({
  headers,
  sample,
  fields,
  mapping,
  onChange,
}: {
  headers: readonly string[];
  sample: readonly string[];
  fields: readonly ImportField[];
  mapping: Record<string, string>;
  onChange: (mapping: Record<string, string>) => void;
}) {
  const taken = new Set(Object.values(mapping).filter(Boolean));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Map the file’s columns to fields</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
            <th scope="col" className="px-3 py-2">
              Column in the file
            </th>
            <th scope="col" className="px-3 py-2">
              Imported as
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              First row
            </th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header, index) => (
            <tr key={header} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium break-words text-slate-800">
                {header}
              </th>
              <td className="px-3 py-2">
                <Select
                  aria-label={`Field for column ${header}`}
                  value={mapping[header] ?? ''}
                  onChange={(event) => onChange({ ...mapping, [header]: event.target.value })}
                >
                  <option value="">Don’t import</option>
                  {fields.map((field) => (
                    <option
                      key={field.key}
                      value={field.key}
                      disabled={taken.has(field.key) && mapping[header] !== field.key}
                    >
                      {field.label}
                      {field.required ? ' *' : ''}
                    </option>
                  ))}
                </Select>
              </td>
              <td className="hidden px-3 py-2 break-words text-slate-600 sm:table-cell">{sample[index] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
