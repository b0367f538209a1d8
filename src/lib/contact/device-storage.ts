/**
 * Reading and writing the entries the contact form keeps on the visitor's device
 * (`deviceStorage` in ./contact-form.ts), each in its own storage. The device's storage may be
 * missing, full or forbidden (private modes): the form works without it, a failure reads as nothing
 * kept and writes nothing.
 */
import type { DeviceStorageEntry } from './contact-form';

export function readEntry(entry: DeviceStorageEntry): string | null {
  try {
    return window[entry.area].getItem(entry.key);
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the entry when it is `null`. */
export function writeEntry(entry: DeviceStorageEntry, value: string | null): void {
  try {
    const storage = window[entry.area];
    if (value === null) storage.removeItem(entry.key);
    else storage.setItem(entry.key, value);
  } catch {
    // Nothing kept: the draft and the delay between sends are conveniences, never requirements.
  }
}
